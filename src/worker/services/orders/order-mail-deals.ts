import type { D1Database } from '@cloudflare/workers-types'
import type { Brand } from '../../../shared/config/brands'
import { addressLine, howToRedeem } from '../../../shared/domain/voucher/how-to-redeem'
import { CatalogService } from '../catalog/catalog-service'
import type { OrderMailDeal } from './order-confirmation-email'

/** The confirmation's facts about each deal of an order: merchant, its main address, the first
 * picture (absolute, on the brand's host, as the deal page shows it) and how to redeem. Read
 * before the order's batch through the deal page's kept copy, so it costs the order no more
 * than a deal page view; a deal gone since (none is mid-checkout) is simply left out. */
export async function orderMailDeals(
  db: D1Database,
  brand: Brand,
  dealIds: readonly number[],
  origin: string,
): Promise<Map<number, OrderMailDeal>> {
  const catalog = new CatalogService(db)
  const found = await Promise.all(
    [...new Set(dealIds)].map(
      async (id) => [id, await catalog.dealById(brand, id, { forDisplay: true })] as const,
    ),
  )
  const facts = new Map<number, OrderMailDeal>()
  for (const [id, deal] of found) {
    if (!deal) continue
    const image = deal.images[0] ?? deal.image
    const address = deal.business.mainAddress
    facts.set(id, {
      merchant: deal.business.displayName || deal.business.name,
      address: address ? addressLine(address) : null,
      imageUrl: image ? new URL(image.imageUrl, origin).href : null,
      imageAlt: image?.alt ?? deal.title,
      howToRedeem: howToRedeem(deal),
    })
  }
  return facts
}
