import { container } from '../../../themes/global-styles'
import * as s from './backoffice-home.styles'

export interface BackofficeSection {
  title: string
  /** The staff bar's shorter name for it, when the title is long. */
  navLabel?: string
  description: string
  href: string
}

export interface BackofficeHomeProps {
  title: string
  /** Who is signed in, e.g. 'Mo Merchant (merchant@dealio.test)'. */
  signedInAs: string
  sections: readonly BackofficeSection[]
}

/** The /merchant and /admin home: who is signed in and the area's sections (sign out is in
 * the staff bar above). */
export function BackofficeHome({ title, signedInAs, sections }: BackofficeHomeProps) {
  return (
    <div className={`${container} ${s.page}`}>
      <div className={s.header}>
        <h1 id="page-title">{title}</h1>
      </div>
      <p className={s.muted}>Signed in as {signedInAs}</p>
      <nav aria-labelledby="page-title">
        <ul className={s.sections}>
          {sections.map((section) => (
            <li key={section.title}>
              <a href={section.href}>
                <strong>{section.title}</strong>
                <span>{section.description}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}
