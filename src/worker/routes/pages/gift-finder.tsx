import type { Context } from 'hono'
import { GiftFinderForm } from '../../../client/pages/listing/gift-finder-form'
import {
  findBudget,
  findPersonality,
  findRecipient,
} from '../../../client/pages/listing/gift-finder-options'
import { GIFT_FINDER_PAGE_SIZE } from '../../../shared/config/constants'
import type { DealListResponse } from '../../../shared/schemas/feed'
import type { AppEnv } from '../../env'
import { listingQuery } from './listing-query'
import { loadFeed, notFound, renderListing } from './listing-render'

const RECIPIENT_PREFIX = 'gifts-for-'

const emptyFeed = (path: string): DealListResponse => ({
  deals: [],
  mainDeal: null,
  facetedNavigation: null,
  canonicalUrl: path,
  evergreenUrl: null,
  redirectUrl: null,
  searchResult: null,
  nextPageUrl: null,
  nomore: true,
})

/** `url`'s query with `changes` applied (null removes), paging dropped: the finder's answers
 * move between /…/gift-finder and /gifts-for-{recipient} without losing the other choices. */
function moved(url: URL, path: string, changes: Record<string, string | null>) {
  const params = new URLSearchParams(url.search)
  params.delete('page')
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === '') params.delete(name)
    else params.set(name, value)
  }
  for (const name of ['budget', 'character']) if (params.get(name) === '') params.delete(name)
  const query = params.toString()
  return query ? `${path}?${query}` : path
}

/** The gift finder: {location}/{x}/gift-finder, and /gifts-for-{recipient} once a recipient is
 * chosen (§2 'Paths': "when a giftFor parameter is present"). Budget, For and Character are a
 * GET form; results are the recipient's gift tag (or the personality's) as a special list,
 * narrowed by the other tag and the budget, 12 a page (§9). */
export async function renderGiftFinder(c: Context<AppEnv>, segments: readonly string[]) {
  const url = new URL(c.req.url)
  const lower = segments.map((segment) => segment.toLowerCase())
  const first = lower[0] ?? ''
  const fromPath = first.startsWith(RECIPIENT_PREFIX) ? first.slice(RECIPIENT_PREFIX.length) : null
  const giftFor = url.searchParams.get('giftFor')
  const finderPath = `/deal/${c.get('location').shortName}/gift-finder`

  // The form names the recipient as giftFor; a recipient's page is its own URL (302: the
  // choice moved, not the page). Every submission passes here once, shedding empty answers.
  if (giftFor !== null) {
    const chosen = findRecipient(giftFor)
    const target = chosen ? `/${RECIPIENT_PREFIX}${chosen.id}` : finderPath
    return c.redirect(moved(url, target, { giftFor: null }), 302)
  }
  const recipient = findRecipient(fromPath)
  if (fromPath !== null && !recipient) return notFound(c)

  const personality = findPersonality(url.searchParams.get('character'))
  const budget = findBudget(url.searchParams.get('budget'))
  const catalog = c.var.services.catalog
  const named = fromPath === null && lower.length >= 3 ? lower[1] : undefined
  const location =
    (named ? await catalog.findLocation(named, c.get('brand').countryCode) : null) ??
    c.get('location')

  const special = recipient?.searchTag ?? personality?.searchTag
  // Both chosen: the recipient's tag lists, the personality's tag (a search word) narrows.
  const q = recipient && personality ? personality.searchTag : undefined
  const query = listingQuery(url, GIFT_FINDER_PAGE_SIZE, {
    minPrice: budget?.min,
    maxPrice: budget?.max,
    q,
  })
  const path = recipient ? `/${RECIPIENT_PREFIX}${recipient.id}` : url.pathname
  // A tag no deal carries yet is "not found" to the feed, but to the finder it is no matches.
  const feed =
    (await loadFeed(c, {
      location: location.shortName,
      ...(special ? { special } : { category: 'gifts' }),
      pageType: 'other',
      query,
    })) ?? emptyFeed(path)

  const heading = recipient
    ? `Gifts for ${recipient.linkText}${personality ? ` · ${personality.linkText}` : ''}`
    : personality
      ? `Gifts for the ${personality.linkText.toLowerCase()} one`
      : 'Gift finder'
  const narrowed = personality !== null || budget !== null || query.page > 0
  return renderListing(c, {
    feed,
    query,
    canonical: recipient ? path : finderPath,
    title: recipient ? `Gifts for ${recipient.linkText} | Gift Ideas` : 'Gift Finder',
    description: recipient
      ? `Gift ideas for ${recipient.linkText}: experiences, treats and getaways at up to 80% off.`
      : 'Find the perfect gift by budget, recipient and character: experiences at up to 80% off.',
    robots: narrowed ? 'NOINDEX, FOLLOW' : undefined,
    page: {
      heading,
      intro: 'Tell us your budget, who it is for and what they are like.',
      breadcrumbs: [
        { label: 'Home', href: '/' },
        { label: 'Gifts', href: '/gifts' },
        { label: 'Gift finder', href: finderPath },
        ...(recipient ? [{ label: `For ${recipient.linkText}`, href: path }] : []),
      ],
      refine: false,
      countLabel: '',
      notice: (
        <GiftFinderForm
          action={finderPath}
          giftFor={recipient?.id ?? null}
          character={personality?.id ?? null}
          budget={budget?.id ?? null}
          currencySymbol={c.get('brand').currencySymbol}
        />
      ),
      empty: {
        title: 'No gifts match all of that',
        text: 'Try another character or a wider budget.',
        href: recipient ? path : finderPath,
        linkText: 'Show all of these gifts',
      },
    },
  })
}
