import type { BrandId } from '../../shared/config/brands'
import { memberUnitPrice } from '../../shared/domain/checkout/vip'
import type { Deal } from '../../shared/schemas/deal'
import type { DealProductPickerProps } from '../islands/deal/deal-product-picker'
import type { DealView, UnavailableReason } from '../../shared/domain/deal/deal-view'

/** What the page says when a deal cannot be bought (the capped wording matches the live-stock
 * pass, which may write it later). */
export const UNAVAILABLE_MESSAGE: Record<UnavailableReason, string> = {
  'sold-out': 'Sold out',
  capped: "Today's limit reached: back soon",
  closed: 'This deal is no longer available.',
  ended: 'This deal has ended.',
}

/** The product picker island's props. For anonymous visitors (a page cached for all of them)
 * public catalogue data only: a VIP-only deal marks every option VIP-exclusive (§6: it "needs
 * an active membership"), so the cached page never offers it to everyone. For a signed-in VIP
 * member (never a cached page) the options are theirs to buy, at the unit price the checkout
 * charges them (memberUnitPrice), so the first paint is already right.
 * @example dealPickerProps(deal, view, 'dealio', null).options[0].id === deal.products[0].id */
export function dealPickerProps(
  deal: Deal,
  view: Pick<DealView, 'available' | 'unavailableReason'>,
  brand: BrandId,
  preselectedId: number | null,
  vipMember = false,
): DealProductPickerProps {
  return {
    dealId: deal.id,
    brand,
    currency: deal.currency,
    displayType: deal.productDisplay.type,
    subCategoryId: deal.subCategory.id,
    showPrices: deal.display.showPrice,
    purchaseCap: deal.purchaseCap,
    depositAvailable: deal.depositAvailable,
    pricePerPerson: deal.pricePerPerson,
    available: view.available,
    unavailableMessage: view.unavailableReason ? UNAVAILABLE_MESSAGE[view.unavailableReason] : null,
    preselectedId,
    vipMember,
    options: deal.products.map((product) => ({
      id: product.id,
      title: product.title,
      price: memberUnitPrice({
        price: product.price,
        vipPrice: product.vipPrice,
        vipDiscountAllowed: deal.display.vipDiscountAllowed,
        vip: vipMember,
      }),
      originalPrice: product.originalPrice,
      discountPercentage: product.discountPercentage,
      vipExclusive: (product.vipExclusive || deal.vipOnly) && !vipMember,
      soldOut: product.soldOut,
      totalRemaining: product.totalRemaining,
      totalRemainingForDay: product.totalRemainingForDay,
      totalRemainingForWeek: product.totalRemainingForWeek,
      purchaseCap: product.purchaseCap,
      postagePrice: product.postagePrice,
      hasDeposit: product.hasDeposit,
    })),
  }
}
