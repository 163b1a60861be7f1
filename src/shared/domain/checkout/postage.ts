/** What a basket line needs to know to charge its postage. */
export interface PostageLineInput {
  /** The deal's delivery type (storefront §3 deliveryType). */
  deliveryType: 'none' | 'postage' | 'click-and-collect' | 'e-voucher'
  /** The product's postagePrice (storefront §3 Deal product), per item, in minor units. */
  postagePrice: number
  quantity: number
  /** A voucher extension (VVE) posts nothing. */
  extension: boolean
}

/** A line's postage: the product's postage price for each item of a deal that is posted
 * ("Postage charged per item", as the deal page's fine print says). Other delivery types and
 * voucher extensions post nothing. Postage is never discounted: promo codes, VIP prices and
 * wallet credit apply to deals, and the card pays the postage.
 * @example linePostage({ deliveryType: 'postage', postagePrice: 399, quantity: 2, extension: false }) === 798 */
export function linePostage(line: PostageLineInput): number {
  if (line.extension || line.deliveryType !== 'postage') return 0
  return Math.max(0, line.postagePrice) * line.quantity
}
