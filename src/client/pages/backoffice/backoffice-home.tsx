import type { ReactNode } from 'react'
import { container } from '../../../themes/global-styles'
import * as s from './backoffice-home.styles'

export interface BackofficeSection {
  title: string
  description: string
  /** Absent while the section is still to come. */
  href?: string
}

export interface BackofficeHomeProps {
  title: string
  /** Who is signed in, e.g. 'Mo Merchant (merchant@dealio.test)'. */
  signedInAs: string
  sections: readonly BackofficeSection[]
  /** The sign-out island. */
  signOut: ReactNode
}

/** The /merchant and /admin home: who is signed in, sign out, and the area's sections. */
export function BackofficeHome({ title, signedInAs, sections, signOut }: BackofficeHomeProps) {
  return (
    <div className={`${container} ${s.page}`}>
      <div className={s.header}>
        <h1 id="page-title">{title}</h1>
        {signOut}
      </div>
      <p className={s.muted}>Signed in as {signedInAs}</p>
      <nav aria-labelledby="page-title">
        <ul className={s.sections}>
          {sections.map((section) => (
            <li key={section.title}>
              {section.href ? (
                <a href={section.href}>
                  <strong>{section.title}</strong>
                  <span>{section.description}</span>
                </a>
              ) : (
                <div aria-disabled="true">
                  <strong>{section.title}</strong>
                  <span>Coming next: {section.description}</span>
                </div>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}
