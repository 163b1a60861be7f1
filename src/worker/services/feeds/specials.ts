import type { SpecialFilter } from '../../storage/listing-criteria'

/** Special listings (/deals/{location}/special/{slug}, storefront §2) by slug. Flags come from
 * the deal's display flags, promotions from its promo type (or a tag of the same slug, for
 * deals the back office tags by hand), VIP from its VIP price or VIP-only flag. */
const NAMED_SPECIALS: Readonly<Record<string, SpecialFilter>> = {
  'early-bird': { kind: 'early-bird' },
  'last-chance': { kind: 'last-chance' },
  vip: { kind: 'vip' },
  'black-friday': { kind: 'promo', promoType: 'Black Friday', tag: 'black-friday' },
  'flash-sale': { kind: 'promo', promoType: 'Flash Sale', tag: 'flash-sale' },
  'price-drop': { kind: 'promo', promoType: 'Price Drop', tag: 'price-drop' },
}

/** Gift-finder tags (§3: "a search tag such as gifts-for-mum") and personalities are specials
 * too, when some deal carries them. */
const TAG_SPECIAL = /^(gifts-for|personality)-[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The filter of a named special; a tag special's filter (to be checked against the catalogue);
 * or null for a slug that can never be a special. */
export function specialFilter(slug: string): { filter: SpecialFilter; needsTag: boolean } | null {
  const wanted = slug.trim().toLowerCase()
  // Own keys only: /special/constructor must not find Object.prototype's (fuzz found it).
  const named = Object.hasOwn(NAMED_SPECIALS, wanted) ? NAMED_SPECIALS[wanted] : undefined
  if (named) return { filter: named, needsTag: false }
  if (TAG_SPECIAL.test(wanted)) return { filter: { kind: 'tag', tag: wanted }, needsTag: true }
  return null
}
