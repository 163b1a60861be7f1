import type { Context } from 'hono'
import { WelcomePage } from '../../../client/pages/welcome-page'
import { EXIT_PROMO_CODE, EXIT_PROMO_DISCOUNT_PERCENT } from '../../../shared/config/constants'
import { welcomeCampaign } from '../../../shared/domain/campaign/welcome-campaign'
import type { AppEnv } from '../../http/app-env'
import { categoryLinks, popularDeals } from './landing-data'
import { humanize } from './listing-query'
import { renderInShell } from './page-context'

const CAMPAIGN_DEALS = 12

/** /welcome and /welcome/{category}, the paid-campaign landing (storefront §2 'ppc'). The ad's
 * link names the category (query or `pathCategory`) and location (welcomeCampaign); the page shows that category's most
 * popular deals there, or the location's when the category is unknown, and the brand's
 * new-customer offer (the promo code of /page/promo). The deals are the page, so they are
 * awaited. Page type ppc is not page-cached; campaign tags never change what is shown. */
export async function renderWelcomePage(c: Context<AppEnv>, pathCategory: string | undefined) {
  const url = new URL(c.req.url)
  const brand = c.get('brand')
  const asked = welcomeCampaign(url.searchParams, pathCategory)
  const location =
    (asked.location
      ? await c.var.services.catalog.findLocation(asked.location, brand.countryCode)
      : null) ?? c.get('location')

  const [inCategory, categories] = await Promise.all([
    asked.category
      ? popularDeals(c, 'welcomeDeals', {
          location: location.shortName,
          category: asked.category,
          size: CAMPAIGN_DEALS,
        })
      : Promise.resolve(null),
    categoryLinks(c, location),
  ])
  const category = inCategory === null ? null : asked.category
  const deals =
    inCategory ??
    (await popularDeals(c, 'welcomeDeals', {
      location: location.shortName,
      size: CAMPAIGN_DEALS,
    })) ??
    []
  const label = category
    ? (categories.find((link) => link.shortName === category)?.label ?? humanize(category))
    : null
  const place = location.kind === 'local' ? ` in ${location.name}` : ''
  const heading = label ? `${label} deals${place}` : `Today's best deals${place}`
  const back = `${url.pathname}${url.search}`
  return renderInShell(c, {
    meta: {
      canonicalPath: '/welcome',
      title: heading,
      description: `${heading}: save up to 80% on local deals and up to 50% on travel.`,
      // One landing per ad: near-copies of the listings, kept out of search results.
      robots: 'NOINDEX, FOLLOW',
    },
    pageLocationShortName: location.shortName,
    body: (
      <WelcomePage
        heading={heading}
        deals={deals}
        moreHref={`/deals/${location.shortName}${category ? `/${category}` : ''}`}
        offer={{
          brandName: brand.name,
          code: EXIT_PROMO_CODE,
          percent: EXIT_PROMO_DISCOUNT_PERCENT,
          termsHref: '/page/promo',
          registerHref: `/register?${new URLSearchParams({ redirect: back })}`,
        }}
        categories={categories.filter((link) => link.shortName !== category)}
      />
    ),
  })
}
