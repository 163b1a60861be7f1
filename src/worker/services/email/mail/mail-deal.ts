import { cardPrice } from '../../../../shared/domain/deal/card-price'
import { formatMoney } from '../../../../shared/format/money'
import type { DealSummary } from '../../../../shared/schemas/deal'
import type { MailDeal } from './mail-content'

type MailedDeal = Pick<
  DealSummary,
  | 'title'
  | 'locationName'
  | 'urlPath'
  | 'image'
  | 'currency'
  | 'price'
  | 'originalPrice'
  | 'vipPrice'
  | 'discountPercentage'
  | 'display'
>

/** A deal as a mail's card shows it to one reader: the card's price for them (cardPrice,
 * memberUnitPrice inside: a VIP member's is what the checkout charges them), pictures and link
 * on the brand's `origin`, the link passed through `link` (campaign parameters). */
export function mailDealOf(
  deal: MailedDeal,
  origin: string,
  {
    vip = false,
    link = (url: string) => url,
  }: { vip?: boolean; link?: (url: string) => string } = {},
): MailDeal {
  const shown = cardPrice(deal, vip)
  const money = (minor: number) => formatMoney(minor, deal.currency)
  return {
    title: deal.title,
    location: deal.locationName,
    url: link(new URL(deal.urlPath, origin).href),
    imageUrl: new URL(deal.image.imageUrl, origin).href,
    imageAlt: deal.image.alt,
    price: money(shown.price),
    wasPrice: shown.originalPrice > shown.price ? money(shown.originalPrice) : null,
    badge: shown.vip
      ? 'VIP price'
      : deal.discountPercentage > 0
        ? `-${deal.discountPercentage}%`
        : null,
  }
}
