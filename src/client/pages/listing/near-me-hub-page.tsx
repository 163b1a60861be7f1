import { css } from '@linaria/core'
import { container } from '../../../themes/global-styles'
import { mq } from '../../../themes/media'
import { Breadcrumbs, type Crumb } from '../../components/listing/breadcrumbs'
import * as s from '../../components/listing/listing.styles'

export interface NearMeGroup {
  name: string
  /** The category's own near-me page. */
  href: string
  links: { linkText: string; href: string; count: number }[]
}

export interface NearMeHubPageProps {
  locationName: string
  breadcrumbs: Crumb[]
  groups: NearMeGroup[]
  /** Other towns to look near, with their own hub links. */
  towns: { name: string; href: string }[]
}

const groups = css`
  display: grid;
  gap: 16px;
  ${mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  section {
    padding: 16px;
    border: 1px solid var(--color-border);
    border-radius: 12px;
    background: var(--color-surface);
  }
  h2 {
    margin: 0 0 12px;
    font-size: 20px;
  }
  h2 a {
    color: inherit;
    text-decoration: none;
  }
`

/** /near-me/hub (§2 'Paths'): the local categories and their subcategories, each linking to
 * /near-me/{category}/{subcategory}/{location} for the visitor's town. Its title and
 * description are the fixed hyperlocal ones of §2 'Page metadata'. */
export function NearMeHubPage(props: NearMeHubPageProps) {
  return (
    <div className={`${container} ${s.page}`} data-page-type="near-me-hub">
      <header className={s.head}>
        <Breadcrumbs crumbs={props.breadcrumbs} />
        <h1>Deals near me</h1>
        <p>Save up to 80% on local deals in and around {props.locationName}.</p>
      </header>
      {props.groups.length === 0 ? (
        <div className={s.empty}>
          <h2>No local deals near {props.locationName} right now</h2>
          <p>Try another town below, or see today&apos;s national deals.</p>
          <a href="/">See today&apos;s deals</a>
        </div>
      ) : (
        <div className={groups}>
          {props.groups.map((group, index) => (
            <section key={group.href} aria-labelledby={`near-me-group-${index}`}>
              <h2 id={`near-me-group-${index}`}>
                <a href={group.href}>{group.name}</a>
              </h2>
              <ul className={s.chips}>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <a href={link.href}>
                      {link.linkText} <small>({link.count})</small>
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
      {props.towns.length > 0 ? (
        <section aria-labelledby="near-me-towns">
          <h2 id="near-me-towns" className={s.sectionHeading}>
            Deals in other towns
          </h2>
          <ul className={s.chips}>
            {props.towns.map((town) => (
              <li key={town.href}>
                <a href={town.href}>{town.name}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
