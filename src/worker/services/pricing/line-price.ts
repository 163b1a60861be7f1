import { linePostage } from '../../../shared/domain/checkout/postage'
import { extensionFee } from '../../../shared/domain/refund/extension'
import type { BasketLineRow, BasketProductRow } from '../../storage/basket-repository'
import type { StayCharge } from './stay-charges'

export interface LinePrice {
  /** The unit price the line is charged at before any discount. */
  price: number
  vipPrice: number | null
  vipDiscountAllowed: boolean
  depositPrice: number | null
  /** Promo codes may take the line lower. */
  discountable: boolean
  /** The line is a VVE voucher extension: a fee, not a unit of the deal. */
  extension: boolean
  /** The line's postage, all items (linePostage): charged with the order, never discounted. */
  postage: number
}

/** How a basket line is priced: the ONE place the basket, the checkout totals and the order
 * read a line's price, so what the shopper sees, the total and the charge agree. A catalogue
 * line is the product's price with its VIP price and deposit. A VVE extension line (transactions
 * §9) is a service fee on the voucher's price (extensionFee) and already its whole price: no VIP
 * price, promo code or deposit takes it lower, so nothing discounts it
 * twice.
 * @example linePrice({ addonType: 'VVE' }, { price: 2500, vipPrice: 2000, vipDiscountAllowed: 1, depositPrice: null }).price // 250 */
export function linePrice(
  line: Pick<BasketLineRow, 'addonType' | 'quantity'>,
  product: Pick<
    BasketProductRow,
    'price' | 'vipPrice' | 'vipDiscountAllowed' | 'depositPrice' | 'postagePrice' | 'deliveryType'
  >,
  /** A stay line's unit charge (stayCharges): the calendar's quote, in place of the product's
   * lead-in price. */
  stay: StayCharge | null = null,
): LinePrice {
  const postage = linePostage({
    deliveryType: product.deliveryType,
    postagePrice: product.postagePrice,
    quantity: line.quantity,
    extension: isExtensionLine(line),
  })
  if (isExtensionLine(line)) {
    return {
      price: extensionFee(product.price),
      vipPrice: null,
      vipDiscountAllowed: false,
      depositPrice: null,
      discountable: false,
      extension: true,
      postage,
    }
  }
  return {
    price: stay ? stay.price : product.price,
    vipPrice: stay ? stay.vipPrice : product.vipPrice,
    vipDiscountAllowed: product.vipDiscountAllowed === 1,
    depositPrice: product.depositPrice,
    discountable: true,
    extension: false,
    postage,
  }
}

/** A VVE add-on line extends a voucher already bought: it takes no stock and counts against no
 * purchase cap. */
export const isExtensionLine = (line: Pick<BasketLineRow, 'addonType'>) => line.addonType === 'VVE'
