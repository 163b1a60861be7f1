import { css } from '@linaria/core'
import { container } from '../../themes/global-styles'
import { mq } from '../../themes/media'
import { Breadcrumbs } from '../components/listing/breadcrumbs'
import * as listing from '../components/listing/listing.styles'

export interface IndexLink {
  label: string
  href: string
}

export interface DealsIndexPageProps {
  /** The country's towns, most popular first (location score). */
  towns: { name: string; shortName: string }[]
  /** National, travel, escapes and collection pages, which are not towns. */
  collections: IndexLink[]
  countryName: string
}

// The top of the score order: the towns most visitors pick, shown before the full list.
const POPULAR_COUNT = 8

const page = css`
  display: grid;
  gap: 28px;
  padding-block: 20px 32px;
  h1 {
    margin: 0 0 4px;
    font-size: 28px;
    ${mq.md} {
      font-size: 36px;
    }
  }
  h2 {
    margin: 0 0 12px;
    font-size: 20px;
  }
`

const lead = css`
  margin: 0;
  color: var(--color-muted-text);
`

/** Every town A–Z in columns that fit the screen: 2 on phones, up to 4 on desktops. */
const columns = css`
  margin: 0;
  padding: 0;
  list-style: none;
  columns: 2;
  column-gap: 24px;
  ${mq.md} {
    columns: 3;
  }
  ${mq.lg} {
    columns: 4;
  }
  li {
    break-inside: avoid;
  }
  a {
    display: inline-block;
    padding-block: 6px;
    font-weight: 600;
  }
`

/** /deals: the way into every town's deals (§2 'Paths'), the popular towns first, then all of
 * them A–Z, then the pages that are not towns. The location data has no region, so the towns
 * are not grouped by one. */
export function DealsIndexPage({ towns, collections, countryName }: DealsIndexPageProps) {
  const popular = towns.slice(0, POPULAR_COUNT)
  const byName = [...towns].sort((a, b) => a.name.localeCompare(b.name, 'en'))
  const townHref = (shortName: string) => `/deals/${shortName}`
  return (
    <div className={`${container} ${page}`}>
      <div>
        <Breadcrumbs
          crumbs={[
            { label: 'Home', href: '/' },
            { label: 'All locations', href: '/deals' },
          ]}
        />
        <h1>Deals by location</h1>
        <p className={lead}>
          Pick a town for its local deals, or browse deals across {countryName}.
        </p>
      </div>
      <section aria-labelledby="popular-towns">
        <h2 id="popular-towns">Popular towns</h2>
        <ul className={listing.chips}>
          {popular.map((town) => (
            <li key={town.shortName}>
              <a href={townHref(town.shortName)}>{town.name}</a>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="all-towns">
        <h2 id="all-towns">All towns A–Z</h2>
        <ul className={columns} data-testid="deals-index-towns">
          {byName.map((town) => (
            <li key={town.shortName}>
              <a href={townHref(town.shortName)}>{town.name}</a>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="more-deals">
        <h2 id="more-deals">Across {countryName}</h2>
        <ul className={listing.chips}>
          {collections.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
