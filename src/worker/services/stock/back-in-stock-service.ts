import type { D1Database } from '@cloudflare/workers-types'
import { dealView } from '../../../shared/domain/deal/deal-view'
import type { Brand } from '../../../shared/config/brands'
import type { NotifyMeRequest, NotifyMeResponse } from '../../../shared/schemas/notify-me'
import { DomainError } from '../../errors'
import { BackInStockRepository } from '../../storage/back-in-stock-repository'
import { CatalogService } from '../catalog/catalog-service'

export const IN_STOCK_MESSAGE = 'This deal is in stock now: you can buy it on its page.'
export const GONE_FOR_GOOD_MESSAGE =
  'This deal will not be back in stock, so there is nothing to alert you to.'

/** The deal page's back-in-stock sign-up (storefront §4 'out of stock with notify-me'). An alert
 * is taken exactly when the page would offer the form (dealView's 'out-of-stock-notify': a
 * running shop deal that is sold out), so the form and the API never disagree. */
export class BackInStockService {
  private readonly alerts: BackInStockRepository
  private readonly catalog: CatalogService

  constructor(db: D1Database) {
    this.alerts = new BackInStockRepository(db)
    this.catalog = new CatalogService(db)
  }

  async signUp(brand: Brand, request: NotifyMeRequest, now: Date): Promise<NotifyMeResponse> {
    // The island sends the brand its page was rendered for; another brand's host is another
    // site, whose deal ids and mail are not this one's.
    if (request.brand !== brand.id) {
      throw new DomainError('INVALID', 'brand: this form belongs to another site')
    }
    const deal = await this.catalog.dealById(brand, request.dealId, { openedBy: now })
    if (!deal) throw new DomainError('NOT_FOUND', 'No such deal')
    const { stockState } = dealView({
      deal,
      now,
      timeZone: brand.timeZone,
      referrer: { source: null, campaignId: null },
    })
    if (stockState === 'sold-out') throw new DomainError('CONFLICT', GONE_FOR_GOOD_MESSAGE)
    if (stockState !== 'out-of-stock-notify') throw new DomainError('CONFLICT', IN_STOCK_MESSAGE)
    await this.alerts.signUp({
      brand: brand.id,
      dealId: deal.id,
      email: request.email,
      nowIso: now.toISOString(),
    })
    return { data: { dealId: deal.id, status: 'WAITING' } }
  }
}
