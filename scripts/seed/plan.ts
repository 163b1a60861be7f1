import type { CountryCode } from '../../src/shared/schemas/location'
import type { ProductDisplayType } from '../../src/shared/schemas/deal'
import type { Prng } from './prng'
import {
  SPECIAL_SUBCATEGORY_IDS,
  SUBCATEGORIES,
  categoryById,
  type CategoryShortName,
} from './taxonomy'

type Placement = 'local' | 'national' | 'travel' | 'escapes' | 'collection'

/** Situations the storefront must handle; each seed contains every one of them. */
export type Scenario =
  | 'featured'
  | 'sold-out'
  | 'daily-cap-reached'
  | 'weekly-cap-reached'
  | 'capped'
  | 'evergreen'
  | 'vip-only'
  | 'vip-price'
  | 'closing-soon'
  | 'closed'
  | 'not-yet-open'
  | 'early-bird'
  | 'lead-gen'
  | 'deposit'
  | 'flights'
  | 'click-and-collect'
  | 'brand-exclusive'

export interface DealPlan {
  country: CountryCode
  category: CategoryShortName
  subcategoryId: number | null
  placement: Placement
  displayType: ProductDisplayType | null
  scenarios: Scenario[]
  /** Town short name for local deals; filled in by the planner when not forced. */
  town: string | null
  /** Forces a lead-in price either side of the spec's "total under 50" rule (§5). */
  priceBand: 'under-50' | 'over-50' | null
  /** Deals of the two countries with the same key are one product sold in both: the second
   * takes the first's headline and the pair is recorded as
   * twins (so their pages carry hreflang pairs). */
  twinKey: string | null
}

const plan = (p: Partial<DealPlan> & Pick<DealPlan, 'country' | 'category'>): DealPlan => ({
  subcategoryId: null,
  placement: placementFor(p.category),
  displayType: null,
  scenarios: [],
  town: null,
  priceBand: null,
  twinKey: null,
  ...p,
})

function placementFor(category: CategoryShortName): Placement {
  switch (category) {
    case 'shop':
    case 'gifts':
    case 'vip':
      return 'national'
    case 'travel':
      return 'travel'
    case 'escapes':
      return 'escapes'
    default:
      return 'local'
  }
}

const DEFAULT_TOWN: Record<CountryCode, string> = { gb: 'london', ie: 'dublin-south' }

/** The deals every seed starts with, whatever its size, so tests and pages always find
 * each case the spec describes (storefront §3-§5). */
function requiredPlans(country: CountryCode): DealPlan[] {
  const town = DEFAULT_TOWN[country]
  const home = country === 'gb' ? 601 : 611
  const local = (scenarios: Scenario[], extra: Partial<DealPlan> = {}) =>
    plan({ country, category: 'beauty', town, scenarios, ...extra })
  return [
    local(['featured'], { subcategoryId: 101, displayType: 'default' }),
    plan({ country, category: 'food-drink', town, displayType: 'dropdown', subcategoryId: 201 }),
    plan({ country, category: 'travel', subcategoryId: home, displayType: 'calendar' }),
    plan({
      country,
      category: 'travel',
      subcategoryId: 621,
      displayType: 'calendar',
      scenarios: ['flights'],
    }),
    plan({ country, category: 'escapes', displayType: 'calendar', scenarios: ['deposit'] }),
    // Alternating by country gives each special subcategory a deal either side of 50.
    ...SPECIAL_SUBCATEGORY_IDS.map((id, i) =>
      plan({
        country,
        category: 'shop',
        subcategoryId: id,
        priceBand: (i + (country === 'gb' ? 0 : 1)) % 2 === 0 ? 'under-50' : 'over-50',
        // The same gadget is sold in both countries, in each one's currency.
        twinKey: `shop-${id}`,
      }),
    ),
    local(['sold-out']),
    local(['daily-cap-reached'], { category: 'food-drink' }),
    local(['weekly-cap-reached'], { category: 'activities' }),
    local(['capped'], { displayType: 'dropdown' }),
    local(['evergreen'], { subcategoryId: 102 }),
    plan({ country, category: 'shop', scenarios: ['evergreen'] }),
    plan({ country, category: 'vip', scenarios: ['vip-only'] }),
    local(['vip-price']),
    local(['closing-soon'], { category: 'food-drink' }),
    local(['closed'], { category: 'activities' }),
    local(['not-yet-open'], { category: 'health-fitness' }),
    local(['early-bird'], { category: 'activities' }),
    plan({ country, category: 'wellness', placement: 'collection' }),
    plan({ country, category: 'gifts', subcategoryId: 803 }),
    plan({
      country,
      category: 'health-fitness',
      town,
      subcategoryId: 404,
      scenarios: ['lead-gen'],
    }),
    plan({ country, category: 'travel', subcategoryId: 711, displayType: 'dropdown' }),
    plan({ country, category: 'shop', subcategoryId: 501, scenarios: ['click-and-collect'] }),
    local(['brand-exclusive'], { category: 'food-drink' }),
    plan({ country, category: 'activities', placement: 'national', subcategoryId: 302 }),
  ]
}

/** Which subcategories can have deals in a country: UK travel is sold in the UK, Ireland
 * travel in Ireland (§2 Header: the travel menu groups differ by country). */
export function subcategoriesForCountry(country: CountryCode) {
  return SUBCATEGORIES.filter(
    (s) =>
      s.travelGroup === null ||
      s.travelGroup === 'international' ||
      (s.travelGroup === 'uk') === (country === 'gb'),
  )
}

const CATEGORY_WEIGHTS: [CategoryShortName, number][] = [
  ['beauty', 18],
  ['food-drink', 14],
  ['activities', 12],
  ['health-fitness', 7],
  ['shop', 18],
  ['gifts', 5],
  ['travel', 11],
  ['escapes', 6],
  ['wellness', 5],
  ['vip', 4],
]

function randomPlan(rng: Prng): DealPlan {
  const country: CountryCode = rng.chance(0.62) ? 'gb' : 'ie'
  const category = rng.weighted(
    CATEGORY_WEIGHTS.map(([c]) => c),
    CATEGORY_WEIGHTS.map(([, w]) => w),
  )
  const p = plan({ country, category })
  if (category === 'activities' && rng.chance(0.2)) p.placement = 'national'
  if (category === 'wellness' && rng.chance(0.5)) p.placement = 'collection'
  if (rng.chance(0.02)) p.scenarios.push('sold-out')
  return p
}

/** Every plan for a seed of `count` deals: required cases, then one deal per (country,
 * subcategory), then random ones; local deals are spread so each town gets at least
 * `minPerTown` before the rest go by town score. */
export function planDeals(
  rng: Prng,
  count: number,
  townsByCountry: Record<CountryCode, { shortName: string; score: number }[]>,
  minPerTown = 20,
): DealPlan[] {
  const plans: DealPlan[] = [...requiredPlans('gb'), ...requiredPlans('ie')]
  for (const country of ['gb', 'ie'] as const) {
    for (const sub of subcategoriesForCountry(country)) {
      const category = categoryById(sub.categoryId).shortName
      plans.push(plan({ country, category, subcategoryId: sub.id }))
    }
  }
  while (plans.length < count) plans.push(randomPlan(rng))
  const chosen = plans.slice(0, count)

  const localIndex: Record<CountryCode, number> = { gb: 0, ie: 0 }
  for (const p of chosen) {
    if (p.placement !== 'local' || p.town !== null) continue
    const towns = townsByCountry[p.country]
    const i = localIndex[p.country]++
    p.town =
      i < towns.length * minPerTown
        ? (towns[i % towns.length]?.shortName ?? null)
        : rng.weighted(
            towns.map((t) => t.shortName),
            towns.map((t) => t.score),
          )
  }
  return chosen
}
