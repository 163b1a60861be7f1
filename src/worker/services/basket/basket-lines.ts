import { BASKET_ERRORS } from '../../../shared/domain/basket/basket-errors'
import { stayLineProblem } from '../../../shared/domain/travel/stay-lengths'
import { changeQuantity, type QuantityChange } from '../../../shared/domain/basket/quantity'
import type { BasketProductInput } from '../../../shared/schemas/basket'
import { DomainError } from '../../errors'
import type { BasketLineRow, BasketProductRow, BasketRow } from '../../storage/basket-repository'
import { isProductOnSale, limitsBeside, type HeldUnits } from '../pricing/line-limits'

export interface QuantityCheck {
  basket: Pick<BasketRow, 'brand' | 'currency'>
  product: BasketProductRow | undefined
  dealId: number
  requested: number
  /** The basket's lines as they will stand, the line being changed included or not. */
  lines: readonly HeldUnits[]
  lineId: string | null
  now: Date
  /** VIP members may buy VIP-only deals; nobody is a member until VIP membership exists. */
  vip: boolean
}

/** The quantity a line may hold, or the §8 basket error: an unknown or mismatched product is
 * malformed (400); a product off sale, sold out, VIP-only, of the other country's currency or
 * of another brand is 'Oops! This item is no longer available' (409); over max quantity is
 * 'max quantity reached' (409). */
export function checkedQuantity(check: QuantityCheck): number {
  if (!check.product || check.product.dealId !== check.dealId) {
    throw new DomainError('INVALID', BASKET_ERRORS.TOKEN_OR_PRODUCT_ID_MALFORMED.message)
  }
  const result = allowedQuantity(check)
  if (!result.ok) throw new DomainError(BASKET_ERRORS[result.code].kind, result.message)
  return result.quantity
}

/** A calendar product is a stay: it goes in the basket with its dates, for a length its room
 * sells (stayLineProblem), or is refused (400) rather than sold undated at its flat price. */
export function checkStayDates(
  product:
    Pick<BasketProductRow, 'displayType' | 'bookOnRedemption' | 'numberOfNights'> | undefined,
  row: Pick<BasketLineRow, 'checkIn' | 'checkOut'>,
): void {
  if (!product) return
  const problem = stayLineProblem({
    calendar: product.displayType === 'calendar',
    bookOnRedemption: product.bookOnRedemption === 1,
    numberOfNights: product.numberOfNights,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
  })
  if (problem) throw new DomainError('INVALID', problem)
}

/** As `checkedQuantity`, answering instead of throwing: an over-the-limit ask carries the max,
 * an unavailable or unknown product 0 (what a merge clamps to). */
export function allowedQuantity(check: QuantityCheck): QuantityChange {
  const { product, basket } = check
  if (!product) {
    return { ok: false, code: 'ITEM_UNAVAILABLE', message: ITEM_UNAVAILABLE, quantity: 0 }
  }
  const sellable =
    isProductOnSale(product, check.now) &&
    product.currency === basket.currency &&
    (product.dealBrand === null || product.dealBrand === basket.brand) &&
    (product.vipOnly === 0 || check.vip)
  return changeQuantity({
    requested: check.requested,
    limits: limitsBeside(product, check.lines, check.lineId),
    available: sellable,
  })
}

const ITEM_UNAVAILABLE = BASKET_ERRORS.ITEM_UNAVAILABLE.message

const flag = (value: boolean | undefined) => (value ? 1 : 0)

/** A fresh line id: lines are addressed by it in PATCH basket/{token}/product/{id}. */
export const newLineId = () => `ln_${crypto.randomUUID().replaceAll('-', '').slice(0, 20)}`

/** The basket_lines row of a product the client sent (§3 'Basket line'). */
export function lineRow(
  basketToken: string,
  position: number,
  input: BasketProductInput,
  quantity: number,
  addonType: 'VVE' | null = null,
): BasketLineRow {
  const tracking = {
    adId: input.adId,
    mgId: input.mgId,
    purchaseGclid: input.purchaseGclid,
    purchaseLocation: input.purchaseLocation,
    purchaseUrl: input.purchaseUrl,
    sessionPurchaseSource: input.sessionPurchaseSource,
    visibility: input.visibility,
  }
  return {
    id: newLineId(),
    basketToken,
    position,
    dealId: input.dealId,
    productId: input.dealProductId,
    quantity,
    title: input.title ?? null,
    checkIn: input.checkInDate ?? null,
    checkOut: input.checkOutDate ?? null,
    departureAirport: input.checkInDate ? (input.departureAirport ?? null) : null,
    addonType,
    gift: flag(input.gift),
    gifting: input.gifting ? JSON.stringify(input.gifting) : null,
    giftPack: flag(input.giftPack),
    giftWrap: flag(input.giftWrap),
    giftClaim: flag(input.giftClaim),
    payDeposit: flag(input.payDeposit),
    payLater: flag(input.payLater),
    deliveryOptionType: input.deliveryOptionType ?? null,
    bookingCalendarOnRedemption: flag(input.bookingCalendarOnRedemption),
    tracking: JSON.stringify(tracking),
  }
}

/** The line an added product joins: the same product, stay dates, flight and add-on kind. */
export function sameLine(
  lines: readonly BasketLineRow[],
  row: Pick<BasketLineRow, 'productId' | 'checkIn' | 'checkOut' | 'addonType' | 'departureAirport'>,
): BasketLineRow | undefined {
  return lines.find(
    (line) =>
      line.productId === row.productId &&
      line.checkIn === row.checkIn &&
      line.checkOut === row.checkOut &&
      (line.departureAirport ?? null) === (row.departureAirport ?? null) &&
      line.addonType === row.addonType,
  )
}

/** Lines for products the client sent (create and put), each checked against max quantity with
 * the lines before it; a product sent twice (same stay) becomes one line. */
export function linesFor(
  basket: Pick<BasketRow, 'token' | 'brand' | 'currency'>,
  products: readonly BasketProductInput[],
  catalogue: ReadonlyMap<number, BasketProductRow>,
  now: Date,
  /** The basket's owner is a VIP member: VIP-only products may go in. */
  vip: boolean,
): BasketLineRow[] {
  const lines: BasketLineRow[] = []
  for (const input of products) {
    const row = lineRow(basket.token, lines.length, input, input.quantity)
    checkStayDates(catalogue.get(input.dealProductId), row)
    const existing = sameLine(lines, row)
    const quantity = checkedQuantity({
      basket,
      product: catalogue.get(input.dealProductId),
      dealId: input.dealId,
      requested: (existing?.quantity ?? 0) + input.quantity,
      lines,
      lineId: existing?.id ?? null,
      now,
      vip,
    })
    if (existing) existing.quantity = quantity
    else lines.push({ ...row, quantity })
  }
  return lines
}

/** A line by its id, or by its product id (§7: DELETE names the product, PATCH the line). */
export function findLine(lines: readonly BasketLineRow[], id: string): BasketLineRow {
  const line =
    lines.find((candidate) => candidate.id === id) ??
    (/^\d+$/.test(id) ? lines.find((candidate) => candidate.productId === Number(id)) : undefined)
  if (!line) throw new DomainError('NOT_FOUND', 'This item is not in your basket')
  return line
}
