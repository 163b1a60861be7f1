import { maxQuantityUserCanBuy } from '../../../shared/domain/deal/max-quantity'
import type { BrandId } from '../../../shared/config/brands'
import { BasketLineGifting, type Basket, type BasketLine } from '../../../shared/schemas/basket'
import { GIFTING_PRESETS } from '../../../shared/domain/checkout/gifting'
import type { BasketLineRow, BasketProductRow, BasketRow } from '../../storage/basket-repository'
import { giftingStateOf } from './gifting-state'
import { isProductOnSale, limitsBeside } from '../pricing/line-limits'
import { guestsPerUnit } from '../../../shared/domain/travel/stay-charge'
import { memberUnitPrice } from '../../../shared/domain/checkout/vip'
import { isExtensionLine, linePrice } from '../pricing/line-price'
import type { StayCharge } from '../pricing/stay-charges'

/** One line as the API answers it (§3 'Basket line'), priced from the catalogue now: a price
 * change reaches the basket before checkout does (a VVE extension at its fee, see linePrice),
 * at the member's price for a VIP shopper (memberUnitPrice), the unit the checkout charges. A
 * product gone from the catalogue shows at 0 with nothing buyable. */
export function basketLine(
  line: BasketLineRow,
  lines: readonly BasketLineRow[],
  product: BasketProductRow | undefined,
  basket: Pick<BasketRow, 'currency'>,
  now: Date,
  /** A stay line's unit charge (stayCharges), priced as the calendar quoted it. */
  stay: StayCharge | null,
  /** VIP prices apply: a member, or (at checkout) a shopper adding the membership. */
  vip: boolean,
): BasketLine {
  const gifting = line.gifting ? BasketLineGifting.safeParse(parseJson(line.gifting)) : null
  const buyable = product !== undefined && isProductOnSale(product, now)
  // A VVE extension is for a voucher already bought: it holds no unit of the deal, so it is
  // neither limited by the deal's stock and caps nor counted against the other lines'.
  const held = lines.filter((candidate) => !isExtensionLine(candidate))
  const maxQuantity = isExtensionLine(line)
    ? product
      ? line.quantity
      : 0
    : buyable
      ? maxQuantityUserCanBuy(limitsBeside(product, held, line.id))
      : 0
  return {
    id: line.id,
    dealId: line.dealId,
    dealProductId: line.productId,
    quantity: line.quantity,
    title: product?.productTitle ?? line.title ?? '',
    unitPrice: product ? memberUnitPrice({ ...linePrice(line, product, stay), vip }) : 0,
    currency: product?.currency ?? basket.currency,
    maxQuantity,
    gifting: gifting?.success ? gifting.data : null,
    giftPack: line.giftPack === 1,
    giftWrap: line.giftWrap === 1,
    giftClaim: line.giftClaim === 1,
    payDeposit: line.payDeposit === 1,
    payLater: line.payLater === 1,
    deliveryOptionType: line.deliveryOptionType,
    bookingCalendarOnRedemption: line.bookingCalendarOnRedemption === 1,
    checkInDate: line.checkIn,
    checkOutDate: line.checkOut,
    guestsPerUnit: line.checkIn ? guestsPerUnit(product?.pricePerPerson === 1) : 1,
  }
}

/** The basket as the API answers it (§3 'Basket'). customerToken never carries the session
 * token, a credential kept in an HttpOnly cookie: it is the owner's customer id, or null for an
 * anonymous basket. giftPacks lists the chosen gift pack when asked for (?giftPacks=true). */
export function basketOf(
  basket: BasketRow,
  lines: readonly BasketLineRow[],
  products: ReadonlyMap<number, BasketProductRow>,
  options: {
    giftPacks: boolean
    now: Date
    stays?: ReadonlyMap<string, StayCharge>
    /** The owner is a VIP member: lines at member prices. */
    vip: boolean
  },
): Basket {
  const pack = giftingStateOf(basket.gifting).giftPack
  const packProduct =
    pack === 'NEXT_DAY' ? GIFTING_PRESETS.nextDayGiftPack : GIFTING_PRESETS.standardGiftPack
  return {
    id: basket.token,
    basketToken: basket.token,
    customerToken: basket.customerId === null ? null : String(basket.customerId),
    brand: basket.brand as BrandId,
    eligibleForVip: basket.eligibleForVip === 1,
    giftPacks:
      options.giftPacks && pack !== null
        ? [{ dealId: packProduct.dealId, productId: packProduct.productId, quantity: 1 }]
        : [],
    products: lines.map((line) =>
      basketLine(
        line,
        lines,
        products.get(line.productId),
        basket,
        options.now,
        options.stays?.get(line.id) ?? null,
        options.vip,
      ),
    ),
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}
