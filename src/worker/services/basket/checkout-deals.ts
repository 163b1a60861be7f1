import { GIFTING_PRESETS, isFullyGiftClaim } from '../../../shared/domain/checkout/gifting'
import type { GiftingDetails } from '../../../shared/schemas/checkout'
import type { BasketGiftingState, CheckoutViewDeal } from '../../../shared/schemas/checkout-view'
import type { BasketProductRow } from '../../storage/basket-repository'

/** Lines grouped by deal, in basket order (§3 checkoutData.deals). */
export function dealsOf(
  lines: CheckoutViewDeal['lines'],
  product: (productId: number) => BasketProductRow,
): CheckoutViewDeal[] {
  const deals = new Map<number, CheckoutViewDeal>()
  for (const line of lines) {
    const row = product(line.dealProductId)
    const deal = deals.get(line.dealId) ?? {
      dealId: line.dealId,
      title: row.dealTitle,
      subCategoryId: row.subCategoryId,
      giftClaim: false,
      clickAndCollect: row.deliveryType === 'click-and-collect',
      lines: [],
    }
    deal.lines.push(line)
    deal.giftClaim = deal.lines.every((candidate) => candidate.giftClaim)
    deals.set(line.dealId, deal)
  }
  return [...deals.values()]
}

/** §3 giftingDetails: the wrap and pack products chosen, and whether every deal is a gift
 * claim. */
export function giftingDetailsOf(
  gifting: BasketGiftingState,
  deals: readonly CheckoutViewDeal[],
): GiftingDetails {
  return {
    giftWrap:
      gifting.wrap > 0
        ? {
            dealId: GIFTING_PRESETS.giftWrap.dealId,
            productId: GIFTING_PRESETS.giftWrap.productId,
          }
        : null,
    giftPack:
      gifting.giftPack === null
        ? null
        : {
            ...(gifting.giftPack === 'NEXT_DAY'
              ? GIFTING_PRESETS.nextDayGiftPack
              : GIFTING_PRESETS.standardGiftPack),
            delivery: gifting.giftPack,
          },
    fullyGiftClaim: isFullyGiftClaim(deals),
  }
}
