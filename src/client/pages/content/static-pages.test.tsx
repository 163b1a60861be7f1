import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { BRANDS, BRAND_IDS, type Brand } from '../../../shared/config/brands'
import { EXIT_PROMO_CODE } from '../../../shared/config/constants'
import { slugify } from '../../../shared/domain/paths'
import { STATIC_PAGE_CONTENT, staticPageContent } from './static-pages'
import type { StaticPageContent } from './types'

const html = (page: StaticPageContent, brand: Brand) =>
  renderToStaticMarkup(
    <>
      {page.notice?.(brand)}
      {page.intro(brand)}
      {page.sections(brand).map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.body}
        </section>
      ))}
    </>,
  )

const pages = [...STATIC_PAGE_CONTENT.values()]

describe('static page content', () => {
  it('has every page both specs name under /page/, plus /discountcodes and /editorial-team', () => {
    for (const slug of [
      'aboutus',
      'faqs',
      'privacypolicy',
      'privacypolicy-ie',
      'termsofuse',
      'e-commerceterms',
      'internetsafety',
      'takedown',
      'productrecalls',
      'marketingdefinitions',
      'promo',
      'businessfaq',
      'giftcardterms',
      'wallettermsofuse',
      'wallet-credit-more-info',
      'vip-terms-and-conditions',
      'klarna-faqs',
      'admin-fee',
      'regulated-finance-complaints.html',
      'regulated-finance-disclosure.html',
      'uk-modern-slavery-act-transparency-statement',
    ]) {
      expect(staticPageContent(`/page/${slug}`), slug).not.toBeNull()
    }
    expect(staticPageContent('/discountcodes')).not.toBeNull()
    expect(staticPageContent('/editorial-team')).not.toBeNull()
  })

  it('finds a page whatever the case or a trailing slash, and nothing else', () => {
    expect(staticPageContent('/page/AboutUs/')?.path).toBe('/page/aboutus')
    expect(staticPageContent('/page/no-such-page')).toBeNull()
  })

  it.each(BRAND_IDS)('names only its own brand on %s', (brandId) => {
    const brand = BRANDS[brandId]
    const other = brand.name === 'Dealio' ? 'LivingSocial' : 'Dealio'
    for (const page of pages) {
      const text = html(page, brand)
      expect(text, page.path).not.toContain(other)
      expect(text, page.path).toContain(brand.name)
    }
  })

  it('gives every page a title, a description and sections with distinct anchors', () => {
    for (const page of pages) {
      expect(page.title.length, page.path).toBeGreaterThan(0)
      expect(page.description.length, page.path).toBeGreaterThan(40)
      const ids = page.sections(BRANDS.dealio).map((section) => slugify(section.heading))
      expect(ids.length, page.path).toBeGreaterThanOrEqual(3)
      expect(new Set(ids).size, page.path).toBe(ids.length)
    }
  })

  it('writes the Irish privacy policy for the DPC, Irish law and the Irish company', () => {
    const text = html(staticPageContent('/page/privacypolicy-ie')!, BRANDS.dealioie)
    expect(text).toContain('Data Protection Commission')
    expect(text).toContain('Dealio Ireland Ltd')
    expect(text).toContain('privacy@dealio.ie')
    expect(text).not.toContain('Information Commissioner')
  })

  it('points Irish visitors of the UK privacy policy to the Irish one, and UK visitors back', () => {
    const uk = staticPageContent('/page/privacypolicy')!
    expect(html(uk, BRANDS.livingsocialie)).toContain('href="/page/privacypolicy-ie"')
    expect(html(uk, BRANDS.dealio)).not.toContain('href="/page/privacypolicy-ie"')
    expect(html(uk, BRANDS.dealioie)).toContain('Information Commissioner&#x27;s Office')
    const ie = staticPageContent('/page/privacypolicy-ie')!
    expect(html(ie, BRANDS.dealio)).toContain('href="/page/privacypolicy"')
  })

  it('prices in the brand currency', () => {
    const vip = staticPageContent('/page/vip-terms-and-conditions')!
    expect(html(vip, BRANDS.dealio)).toContain('£4.99')
    expect(html(vip, BRANDS.livingsocialie)).toContain('€4.99')
  })

  it('gives the promo code and its terms on the promo page', () => {
    const text = html(staticPageContent('/page/promo')!, BRANDS.dealio)
    expect(text).toContain(EXIT_PROMO_CODE)
    expect(text).toContain('10%')
  })

  it('states the 14-day refund guarantee and voucher protection to 7 days before expiry', () => {
    const text = html(staticPageContent('/page/e-commerceterms')!, BRANDS.dealio)
    expect(text).toMatch(/14-day refund guarantee/)
    expect(text).toMatch(/7 days before it expires/)
  })
})
