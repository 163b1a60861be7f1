import { stayUnitWording } from '../../src/shared/domain/travel/stay-lengths'
import type { Currency } from '../../src/shared/schemas/money'
import { FINE_PRINT, HIGHLIGHTS } from './deal-copy'
import type { DealWhere } from './deal-places'
import type { Prng } from './prng'
import type { CategoryShortName, SeedSubcategory } from './taxonomy'

export function fillHeadline(template: string, placeName: string, nights: number): string {
  return template.replaceAll('{town}', placeName).replaceAll('{nights}', String(nights))
}

export function dealTitle(headline: string, merchant: string, where: DealWhere): string {
  if (where.abroad) return `${headline} by ${merchant}`
  if (where.trade === 'retail' || where.trade === 'gifts') return `${headline} from ${merchant}`
  const town = where.trade === 'hotel' ? where.placeName : where.place.town
  // A merchant named after its town ('Willow Day Spa Leeds') already says where.
  return headline.includes(town) || merchant.endsWith(town)
    ? `${headline} at ${merchant}`
    : `${headline} at ${merchant}, ${town}`
}

export function dealDescription(
  rng: Prng,
  headline: string,
  merchant: string,
  where: DealWhere,
  highlights: readonly string[],
): string {
  const opening =
    where.trade === 'retail' || where.trade === 'gifts'
      ? `${headline} from ${merchant}, delivered to your door.`
      : where.trade === 'hotel' || where.abroad
        ? `Get away to ${where.placeName}: ${headline}, arranged by ${merchant}.`
        : `Treat yourself: ${headline} at ${merchant}, one of ${where.place.town}'s favourites.`
  const closing = rng.pick([
    'A great way to try something new for less.',
    'Perfect as a gift or a treat for yourself.',
    'Book early: the best dates go fast.',
    'Rated highly by customers who bought before.',
  ])
  return [opening, ...highlights.map((h) => `${h}.`), closing].join(' ')
}

export function dealHighlights(rng: Prng, category: CategoryShortName): string[] {
  return rng.sample(HIGHLIGHTS[category], rng.int(3, 4))
}

/** The deal's fine print; a stay's says how its price is charged, as its products' titles do. */
export function finePrint(category: CategoryShortName, pricePerPerson: boolean): string {
  if (category === 'shop' || category === 'gifts') return FINE_PRINT.shop
  if (category === 'travel' || category === 'escapes') {
    return FINE_PRINT.travel.replace('{unit}', stayUnitWording(pricePerPerson))
  }
  return FINE_PRINT.local
}

const RECIPIENTS: Partial<Record<CategoryShortName, readonly string[]>> = {
  beauty: ['mum', 'wifey', 'bff', 'grandparents'],
  'food-drink': ['mum', 'dad', 'hubby', 'wifey', 'bff', 'colleague'],
  activities: ['dad', 'hubby', 'teen', 'bff', 'little-ones'],
  escapes: ['hubby', 'wifey', 'mum', 'grandparents'],
  gifts: [
    'mum',
    'dad',
    'hubby',
    'wifey',
    'little-ones',
    'teen',
    'grandparents',
    'bff',
    'colleague',
  ],
  wellness: ['mum', 'wifey', 'bff'],
  shop: ['teen', 'dad', 'colleague', 'little-ones'],
}

const PERSONALITIES: Partial<Record<CategoryShortName, readonly string[]>> = {
  beauty: ['pampered', 'gorgeous', 'indulgent'],
  'food-drink': ['indulgent', 'giggly', 'insta-famous'],
  activities: ['daredevil', 'active', 'playful', 'giggly'],
  escapes: ['jet-setter', 'indulgent'],
  gifts: ['playful', 'geeky', 'gorgeous', 'insta-famous'],
  wellness: ['pampered', 'active'],
  shop: ['geeky', 'playful'],
}

/** Search tags. Gift-finder tags follow the spec's example `gifts-for-mum` (§3
 * 'Gift-finder'); personalities are tagged `personality-{name}`. */
export function dealTags(rng: Prng, category: CategoryShortName, sub: SeedSubcategory): string[] {
  const tags = [category, sub.shortName]
  const recipients = RECIPIENTS[category]
  const giftable = recipients && (category !== 'shop' || rng.chance(0.3))
  if (giftable) {
    for (const r of rng.sample(recipients, rng.int(1, 2))) tags.push(`gifts-for-${r}`)
    const personalities = PERSONALITIES[category] ?? []
    for (const p of rng.sample(personalities, 1)) tags.push(`personality-${p}`)
  }
  return tags
}

/** Optional price caption; some contain %, £ or € so the §5 hiding rule has cases. */
export function priceText(rng: Prng, currency: Currency, nightly: boolean): string | null {
  if (nightly) return rng.pick(['per room', 'pp', 'per room', null])
  if (!rng.chance(0.15)) return null
  const symbol = currency === 'GBP' ? '£' : '€'
  return rng.pick(['Up to 70% off', 'Extra 10% off today', `${symbol}10 off`, 'from'])
}
