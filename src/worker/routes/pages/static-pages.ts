/** Paths of page type 'other' that exist (storefront §2 'Paths'); any other 'other' path
 * is a 404. Titles are what the pages show until the content service fills them. */
export const STATIC_PAGES: Record<string, string> = {
  '/page/aboutus': 'About us',
  '/page/faqs': 'Help & FAQs',
  '/page/privacypolicy': 'Privacy policy',
  '/page/privacypolicy-ie': 'Privacy policy (Ireland)',
  '/page/termsofuse': 'Terms of use',
  '/page/e-commerceterms': 'E-commerce terms',
  '/page/internetsafety': 'Internet safety',
  '/page/takedown': 'Takedown policy',
  '/page/productrecalls': 'Product recalls',
  '/page/marketingdefinitions': 'Marketing definitions',
  '/page/promo': 'Promotion terms',
  '/page/businessfaq': 'Become a merchant',
  '/discountcodes': 'Discount codes',
  '/editorial-team': 'Our editorial team',
  '/find': 'Find deals',
}
