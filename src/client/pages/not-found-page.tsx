import { container } from '../../themes/global-styles'
import { SearchForm } from '../components/header/search-form'
import * as s from './content-page.styles'

/** The 404 page (§8 'page not found with a status code'): says so plainly and offers a way
 * home and a search. The status itself is set by the worker. */
export function NotFoundPage() {
  return (
    <div className={`${container} ${s.page}`}>
      <section className={s.panel} aria-labelledby="page-title">
        <p className={s.eyebrow}>Error 404</p>
        <h1 id="page-title">We can&apos;t find that page</h1>
        <p>
          The deal may have ended or the link may be mistyped. Try a search, or head back to
          today&apos;s deals.
        </p>
        <div className={s.search}>
          <SearchForm id="not-found-search" />
        </div>
        <div className={s.actions}>
          <a href="/">Back to today&apos;s deals</a>
          <a href="/page/faqs">Help &amp; FAQs</a>
        </div>
      </section>
    </div>
  )
}
