/** §3 'Gifting options': "e-gift (free), gift, gift-pack, ndd-gpk (next-day delivery pack,
 * optional price), std-gpk (standard delivery pack, optional price), none, wrapped". */
export const GIFTING_OPTIONS = [
  'none',
  'gift',
  'e-gift',
  'gift-pack',
  'ndd-gpk',
  'std-gpk',
  'wrapped',
] as const
export type GiftingOption = (typeof GIFTING_OPTIONS)[number]

/** §3: "Gifting type values in the basket: NONE, GIFT, E_GIFT, NEXT_DAY_GIFT_PACK,
 * STANDARD_DELIVERY_GIFT_PACK, WRAPPED". */
export const BASKET_GIFTING_TYPES = [
  'NONE',
  'GIFT',
  'E_GIFT',
  'NEXT_DAY_GIFT_PACK',
  'STANDARD_DELIVERY_GIFT_PACK',
  'WRAPPED',
] as const
export type BasketGiftingType = (typeof BASKET_GIFTING_TYPES)[number]

/** The basket type an option is stored as. 'gift-pack' is the switch the shopper turns on before
 * picking a delivery; it means standard delivery until they pick next-day, the cheaper default.
 * @example basketGiftingType('ndd-gpk') === 'NEXT_DAY_GIFT_PACK' */
export function basketGiftingType(option: GiftingOption): BasketGiftingType {
  const types: Record<GiftingOption, BasketGiftingType> = {
    none: 'NONE',
    gift: 'GIFT',
    'e-gift': 'E_GIFT',
    'gift-pack': 'STANDARD_DELIVERY_GIFT_PACK',
    'ndd-gpk': 'NEXT_DAY_GIFT_PACK',
    'std-gpk': 'STANDARD_DELIVERY_GIFT_PACK',
    wrapped: 'WRAPPED',
  }
  return types[option]
}

/** The add-on products gifting puts in the basket. */
export interface GiftingProducts {
  giftWrap: GiftProductRef
  nextDayGiftPack: GiftProductRef
  standardGiftPack: GiftProductRef
}

interface GiftProductRef {
  dealId: number
  productId: number
  /** Minor units; null when the pack is free (§3 "optional price"). */
  price: number | null
}

/** §3: "Gift wrap and gift pack preset ids exist when none are supplied". These ids are the
 * seeded gifting add-on deal and its products; checkout config may supply others. */
export const GIFTING_PRESETS: GiftingProducts = {
  giftWrap: { dealId: 900_000, productId: 900_001, price: 199 },
  nextDayGiftPack: { dealId: 900_000, productId: 900_002, price: 499 },
  standardGiftPack: { dealId: 900_000, productId: 900_003, price: 299 },
}

/** The gifting add-ons to use: each one supplied by the checkout config, else its preset.
 * @example giftingProducts({}).giftWrap.productId === 900001 */
export function giftingProducts(
  supplied: Partial<GiftingProducts> | null | undefined,
): GiftingProducts {
  return { ...GIFTING_PRESETS, ...stripMissing(supplied ?? {}) }
}

function stripMissing(value: Partial<GiftingProducts>): Partial<GiftingProducts> {
  return Object.fromEntries(Object.entries(value).filter(([, ref]) => ref != null))
}

// §4: "Gifting switches ... toast 'Gift Wrap Added' or 'Gift Pack Added'".
const GIFT_WRAP_ADDED = 'Gift Wrap Added'
const GIFT_PACK_ADDED = 'Gift Pack Added'

type AddonChange =
  | { op: 'none' }
  | { op: 'add' | 'update'; productId: number; quantity: number }
  | { op: 'remove'; productId: number }

export interface GiftingChange {
  change: AddonChange
  toast: typeof GIFT_WRAP_ADDED | typeof GIFT_PACK_ADDED | null
}

/** Setting the gift-wrap quantity (§4: "Setting wrap quantity to 0 removes the wrap product";
 * §5: "Gift wrap quantity minimum 0"). Below 0 reads as 0 and fractions round down. The toast
 * shows only when wrap goes from none to some.
 * @example setGiftWrapQuantity(0, 2, 900001) // { change: { op: 'add', productId: 900001, quantity: 2 }, toast: 'Gift Wrap Added' } */
export function setGiftWrapQuantity(
  current: number,
  requested: number,
  productId: number,
): GiftingChange {
  const quantity = Number.isFinite(requested) ? Math.max(0, Math.floor(requested)) : 0
  if (quantity === current) return { change: { op: 'none' }, toast: null }
  if (quantity === 0) return { change: { op: 'remove', productId }, toast: null }
  if (current === 0) return { change: { op: 'add', productId, quantity }, toast: GIFT_WRAP_ADDED }
  return { change: { op: 'update', productId, quantity }, toast: null }
}

export type GiftPackDelivery = 'NEXT_DAY' | 'STANDARD'

/** Switching a gift pack on, over to the other delivery, or off: one pack product per order, so
 * a change of delivery swaps the product (the caller removes `replaces`).
 * @example switchGiftPack(null, 'STANDARD', products).toast === 'Gift Pack Added' */
export function switchGiftPack(
  current: GiftPackDelivery | null,
  next: GiftPackDelivery | null,
  products: GiftingProducts,
): GiftingChange & { replaces: number | null } {
  const productOf = (delivery: GiftPackDelivery) =>
    (delivery === 'NEXT_DAY' ? products.nextDayGiftPack : products.standardGiftPack).productId
  if (current === next) return { change: { op: 'none' }, toast: null, replaces: null }
  if (next === null) {
    return { change: { op: 'remove', productId: productOf(current!) }, toast: null, replaces: null }
  }
  return {
    change: { op: 'add', productId: productOf(next), quantity: 1 },
    toast: GIFT_PACK_ADDED,
    replaces: current === null ? null : productOf(current),
  }
}

/** §4: "A basket is fully gift-claim only if every deal has a gift claim" (an empty basket is
 * not: there is nothing to claim).
 * @example isFullyGiftClaim([{ giftClaim: true }, { giftClaim: false }]) === false */
export function isFullyGiftClaim(deals: readonly { giftClaim?: boolean | null }[]): boolean {
  return deals.length > 0 && deals.every((deal) => deal.giftClaim === true)
}
