import type { PageType } from '../../shared/domain/pageType'
import { container } from '../../themes/global-styles'
import * as s from './content-page.styles'

export interface PlaceholderPageProps {
  title: string
  pageType: PageType
}

/** Pages whose full layout arrives with later work: a real page section with the page's
 * title and the ways on from it, so nothing here looks broken meanwhile. */
export function PlaceholderPage({ title, pageType }: PlaceholderPageProps) {
  return (
    <div className={`${container} ${s.page}`} data-page-type={pageType}>
      <section className={s.panel} aria-labelledby="page-title">
        <p className={s.eyebrow}>Coming soon</p>
        <h1 id="page-title">{title}</h1>
        <p>
          We are putting the finishing touches to this page. In the meantime, today&apos;s best
          deals are waiting for you, with savings of up to 80% on local deals.
        </p>
        <div className={s.actions}>
          <a href="/">See today&apos;s deals</a>
          <a href="/page/faqs">Help &amp; FAQs</a>
        </div>
      </section>
    </div>
  )
}
