import type { D1Database } from '@cloudflare/workers-types'
import type { OrderAttribution } from '../../../shared/domain/marketing/landing-attribution'
import { OrderAttributionRepository } from '../../storage/order-attribution-repository'
import { clock } from '../../clock'

/** Where an order's shopper came from, for attribution. Owns order_attributions. */
export class OrderAttributionService {
  private readonly repo: OrderAttributionRepository

  constructor(
    db: D1Database,
    private readonly now: () => Date = () => clock.now(),
  ) {
    this.repo = new OrderAttributionRepository(db)
  }

  /** Records the attribution of a placed order; nothing when the shopper carried none. */
  async record(orderId: number, attribution: OrderAttribution | null): Promise<void> {
    if (!attribution) return
    await this.repo.insert(orderId, attribution, this.now().toISOString())
  }

  forOrder(orderId: number): Promise<OrderAttribution | null> {
    return this.repo.findByOrder(orderId)
  }
}
