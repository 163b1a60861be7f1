import { collectionPointFor } from '../../../shared/domain/checkout/click-and-collect'
import { GIFTING_PRESETS, isFullyGiftClaim } from '../../../shared/domain/checkout/gifting'
import type { CountryCode } from '../../../shared/schemas/location'
import type { GiftingDetails } from '../../../shared/schemas/checkout'
import type {
  BasketGiftingState,
  CheckoutViewDeal,
  CollectionPoint,
} from '../../../shared/schemas/checkout-view'
import type { BasketProductRow } from '../../storage/basket-repository'

/** Lines grouped by deal, in basket order (§3 checkoutData.deals). */
export function dealsOf(
  lines: CheckoutViewDeal['lines'],
  product: (productId: number) => BasketProductRow,
  /** The basket's site: where its click-and-collect deals are picked up. */
  country: CountryCode,
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
      deliveryType: row.deliveryType,
      collectionPoint: collectionPointOf(row, country),
    }
    deal.lines.push(line)
    deal.giftClaim = deal.lines.every((candidate) => candidate.giftClaim)
    deals.set(line.dealId, deal)
  }
  return [...deals.values()]
}

/** A click-and-collect deal's point: the site's one collection point (transactions §9 "Click and
 * collect point in one city"), the same fact the terms and FAQs name; not the merchant's address,
 * which may be in another town. Other deliveries have none. */
function collectionPointOf(
  row: Pick<BasketProductRow, 'deliveryType'>,
  country: CountryCode,
): CollectionPoint | null {
  return row.deliveryType === 'click-and-collect' ? collectionPointFor(country) : null
}

/** The pack's products as §3 names them: the preset's price stays out of the answer (the
 * strict GiftingDetails schema refused it; found by the API fuzzer). */
function giftPackOf(delivery: 'NEXT_DAY' | 'STANDARD') {
  const preset =
    delivery === 'NEXT_DAY' ? GIFTING_PRESETS.nextDayGiftPack : GIFTING_PRESETS.standardGiftPack
  return { dealId: preset.dealId, productId: preset.productId, delivery }
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
    giftPack: gifting.giftPack === null ? null : giftPackOf(gifting.giftPack),
    fullyGiftClaim: isFullyGiftClaim(deals),
  }
}
