import { container } from '../../themes/global-styles'
import * as s from './content-page.styles'

export interface ErrorPageProps {
  /** The status the worker answers with (500, or a refusal's 4xx). */
  status: number
  /** Quoted to customer service, so a report can be matched to the logged error. */
  requestId: string | null
  /** The page that failed, to try again. */
  path: string
  /** A refusal's own words for the shopper (what was wrong with what they sent). */
  message?: string
}

/** The page a browser gets when building a page failed (§8: errors are said plainly, with a
 * way on): what happened, a reference, and links to try again or go home. */
export function ErrorPage({ status, requestId, path, message }: ErrorPageProps) {
  const ours = status >= 500
  return (
    <div className={`${container} ${s.page}`}>
      <section className={s.panel} aria-labelledby="page-title">
        <p className={s.eyebrow}>{`Error ${status}`}</p>
        <h1 id="page-title">
          {ours ? 'Something went wrong on our side' : 'We could not show that page'}
        </h1>
        <p>
          {ours
            ? 'Sorry: this page could not be shown just now. Please try again in a moment.'
            : (message ?? 'This page is not available to you. It may need you to sign in first.')}
        </p>
        {requestId ? <p>{`Reference: ${requestId}`}</p> : null}
        <div className={s.actions}>
          <a href={path}>Try again</a>
          <a href="/">Back to today&apos;s deals</a>
          <a href="/page/faqs">Help &amp; FAQs</a>
        </div>
      </section>
    </div>
  )
}
