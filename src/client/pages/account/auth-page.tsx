import type { ReactNode } from 'react'
import { container } from '../../../themes/global-styles'
import * as s from './account-pages.styles'

export interface AuthPageProps {
  title: string
  intro?: ReactNode
  /** Where /login and /register offer Google and Facebook sign-in (the social sign-in island). */
  social?: ReactNode
  children: ReactNode
}

/** Layout of the sign-in pages (/login, /register, /forgot-password, /reset-password,
 * /activate-password): a single card, the form being the page's one island. */
export function AuthPage({ title, intro, social, children }: AuthPageProps) {
  return (
    <div className={`${container} ${s.page}`}>
      <section className={s.card} aria-labelledby="page-title">
        <h1 id="page-title">{title}</h1>
        {intro ? <p className={s.intro}>{intro}</p> : null}
        {social ? <div className={s.socialSlot}>{social}</div> : null}
        {children}
      </section>
    </div>
  )
}
