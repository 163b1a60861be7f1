import { css } from '@linaria/core'
import { Suspense, use } from 'react'
import type { DealSummary } from '../../../shared/schemas/deal'
import { formatMoney } from '../../../shared/format/money'
import { container } from '../../../themes/global-styles'
import { mq } from '../../../themes/media'
import { Breadcrumbs, type Crumb } from '../../components/listing/breadcrumbs'
import { DealMap, type MapPin } from '../../components/listing/deal-map'
import * as s from '../../components/listing/listing.styles'

export interface MapViewPageProps {
  heading: string
  intro: string
  breadcrumbs: Crumb[]
  deals: DealSummary[]
  /** Deferred: where each deal is redeemed, streamed in once the addresses are read. */
  pins: Promise<MapPin[]>
  mapLabel: string
}

const layout = css`
  display: grid;
  gap: 20px;
  align-items: start;
  ${mq.md} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 4fr);
  }
  ${mq.lg} {
    gap: 32px;
  }
`

const mapColumn = css`
  ${mq.md} {
    position: sticky;
    top: 16px;
  }
`

const mapPlaceholder = css`
  aspect-ratio: 400 / 500;
  border: 1px solid var(--color-border);
  border-radius: 12px;
  background: var(--color-surface);
`

const list = css`
  display: grid;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: grid;
    grid-template-columns: 28px minmax(0, 1fr) auto;
    align-items: center;
    gap: 12px;
    padding: 10px 12px;
    border: 1px solid var(--color-border);
    border-radius: 12px;
    background: var(--color-surface);
    color: var(--color-text);
    text-decoration: none;
  }
  a:hover {
    border-color: var(--color-primary);
  }
  strong {
    display: block;
    font-size: 15px;
  }
  small {
    color: var(--color-muted-text);
  }
`

const number = css`
  display: grid;
  place-items: center;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  background: var(--color-primary);
  color: var(--color-primary-text);
  font-size: 13px;
  font-weight: 700;
`

const price = css`
  color: var(--color-price);
  font-weight: 800;
`

/** /map-view: the visitor's deals as numbered pins on a map of Britain and Ireland, and the
 * same numbers in a list beside it (the list is the page's content; the map only helps). */
export function MapViewPage(props: MapViewPageProps) {
  return (
    <div className={`${container} ${s.page}`} data-page-type="map-view">
      <header className={s.head}>
        <Breadcrumbs crumbs={props.breadcrumbs} />
        <h1>{props.heading}</h1>
        <p>{props.intro}</p>
      </header>
      {props.deals.length === 0 ? (
        <div className={s.empty}>
          <h2>No deals to map right now</h2>
          <p>New deals arrive every day.</p>
          <a href="/">See today&apos;s deals</a>
        </div>
      ) : (
        <div className={layout}>
          <div className={mapColumn}>
            <Suspense fallback={<div className={mapPlaceholder} aria-hidden="true" />}>
              <DeferredMap pins={props.pins} label={props.mapLabel} />
            </Suspense>
          </div>
          <ol className={list} aria-label="Deals on the map">
            {props.deals.map((deal, index) => (
              <li key={deal.id}>
                <a href={deal.urlPath}>
                  <span className={number} aria-hidden="true">
                    {index + 1}
                  </span>
                  <span>
                    <strong>{deal.headline}</strong>
                    <small>{deal.locationName}</small>
                  </span>
                  {deal.display.showPrice ? (
                    <span className={price}>{formatMoney(deal.price, deal.currency)}</span>
                  ) : null}
                </a>
              </li>
            ))}
          </ol>
        </div>
      )}
    </div>
  )
}

function DeferredMap({ pins, label }: { pins: Promise<MapPin[]>; label: string }) {
  return <DealMap pins={use(pins)} label={label} />
}
