import type { D1Database } from '@cloudflare/workers-types'
import { expressBuyAvailability } from '../../../shared/domain/payment/express-buy'
import type { ExpressBuyAvailability } from '../../../shared/schemas/express-buy'
import { DomainError } from '../../errors'
import { ExpressBuyRepository } from '../../storage/express-buy-repository'
import { isProductOnSale } from '../pricing/line-limits'
import { clock } from '../../clock'

/** Express buy (§7 deal-express-payment-method/{id}). No payment instrument is saved yet: the
 * gateways keep no card on file (the sandbox tokens are single-use), so every customer has 0
 * and the answer is always 'unavailable' with the §8 message. When saved instruments arrive,
 * their count for the user is the one input to change here. */
export class ExpressBuyService {
  private readonly deals: ExpressBuyRepository

  constructor(
    db: D1Database,
    private readonly now: () => Date = () => clock.now(),
  ) {
    this.deals = new ExpressBuyRepository(db)
  }

  async availability(dealId: number, userId: number | null): Promise<ExpressBuyAvailability> {
    const deal = await this.deals.deal(dealId)
    if (!deal) throw new DomainError('NOT_FOUND', 'Deal not found')
    return expressBuyAvailability({
      signedIn: userId !== null,
      savedInstruments: 0,
      deal: {
        onSale: isProductOnSale({ ...deal, totalRemaining: null }, this.now()),
        highFraudRisk: deal.highFraudRisk === 1,
        depositAvailable: deal.depositAvailable === 1,
        vipOnly: deal.vipOnly === 1,
      },
    })
  }
}
