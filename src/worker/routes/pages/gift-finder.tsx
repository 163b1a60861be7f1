import type { Context } from 'hono'
import { GiftFinderForm } from '../../../client/pages/listing/gift-finder-form'
import {
  findBudget,
  findPersonality,
  findRecipient,
  type GiftChoice,
} from '../../../client/pages/listing/gift-finder-options'
import { GIFT_FINDER_PAGE_SIZE } from '../../../shared/config/constants'
import type { DealListResponse } from '../../../shared/schemas/feed'
import type { AppEnv } from '../../http/app-env'
import { listingQuery } from './listing-query'
import { loadFeed, notFound, renderListing, type ListingRender } from './listing-render'

export const RECIPIENT_PREFIX = 'gifts-for-'

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

/** What a gift-finder path names, lower-cased: the recipient of /gifts-for-{recipient}, else
 * perhaps the location of /deal/{location}/gift-finder (the visitor's when none). */
export interface GiftFinderRoute {
  recipient: string | null
  location?: string
}

interface GiftChoices {
  recipient: GiftChoice | null
  personality: GiftChoice | null
  budget: ReturnType<typeof findBudget>
}

/** Where the finder's pages live: its own URL, and the results' (the recipient's page). */
interface GiftPaths {
  finderPath: string
  path: string
}

/** The form names the recipient as giftFor; a recipient's page is its own URL (302: the choice
 * moved, not the page). Every submission passes here once, shedding empty answers. */
function redirectToRecipient(c: Context<AppEnv>, url: URL, giftFor: string, finderPath: string) {
  const chosen = findRecipient(giftFor)
  const target = chosen ? `/${RECIPIENT_PREFIX}${chosen.id}` : finderPath
  return c.redirect(moved(url, target, { giftFor: null }), 302)
}

/** The results: the recipient's gift tag (or the personality's) as a special list in the
 * path's location or the visitor's, narrowed by the other tag and the budget, 12 a page (§9). */
async function giftFeed(
  c: Context<AppEnv>,
  url: URL,
  named: string | undefined,
  { recipient, personality, budget }: GiftChoices,
  path: string,
) {
  const catalog = c.var.services.catalog
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
  // A tag no deal carries yet is "not found" to the feed, but to the finder it is no matches.
  const feed =
    (await loadFeed(c, {
      location: location.shortName,
      ...(special ? { special } : { category: 'gifts' }),
      pageType: 'other',
      query,
    })) ?? emptyFeed(path)
  return { feed, query }
}

function giftHeading({ recipient, personality }: GiftChoices): string {
  if (recipient)
    return `Gifts for ${recipient.linkText}${personality ? ` · ${personality.linkText}` : ''}`
  return personality ? `Gifts for the ${personality.linkText.toLowerCase()} one` : 'Gift finder'
}

/** The page around the results: its names, the breadcrumbs and the finder's form. */
function giftFinderPage(
  c: Context<AppEnv>,
  { feed, query }: Pick<ListingRender, 'feed' | 'query'>,
  choices: GiftChoices,
  { finderPath, path }: GiftPaths,
): ListingRender {
  const { recipient, personality, budget } = choices
  const narrowed = personality !== null || budget !== null || query.page > 0
  return {
    feed,
    query,
    canonical: recipient ? path : finderPath,
    title: recipient ? `Gifts for ${recipient.linkText} | Gift Ideas` : 'Gift Finder',
    description: recipient
      ? `Gift ideas for ${recipient.linkText}: experiences, treats and getaways at up to 80% off.`
      : 'Find the perfect gift by budget, recipient and character: experiences at up to 80% off.',
    robots: narrowed ? 'NOINDEX, FOLLOW' : undefined,
    page: {
      heading: giftHeading(choices),
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
  }
}

/** The gift finder: {location}/{x}/gift-finder, and /gifts-for-{recipient} once a recipient is
 * chosen (§2 'Paths': "when a giftFor parameter is present"). Budget, For and Character are a
 * GET form; a recipient the path names but the finder does not know is a 404. */
export async function renderGiftFinder(c: Context<AppEnv>, route: GiftFinderRoute) {
  const url = new URL(c.req.url)
  const finderPath = `/deal/${c.get('location').shortName}/gift-finder`
  const giftFor = url.searchParams.get('giftFor')
  if (giftFor !== null) return redirectToRecipient(c, url, giftFor, finderPath)

  const recipient = findRecipient(route.recipient)
  if (route.recipient !== null && !recipient) return notFound(c)
  const choices: GiftChoices = {
    recipient,
    personality: findPersonality(url.searchParams.get('character')),
    budget: findBudget(url.searchParams.get('budget')),
  }
  const path = recipient ? `/${RECIPIENT_PREFIX}${recipient.id}` : url.pathname
  const listed = await giftFeed(c, url, route.location, choices, path)
  return renderListing(c, giftFinderPage(c, listed, choices, { finderPath, path }))
}
