import type { D1Database } from '@cloudflare/workers-types'
import type { Brand } from '../../../shared/config/brands'
import type { SocialCueResponse } from '../../../shared/schemas/feed'
import { DomainError } from '../../errors'
import { DealResourceRepository } from '../../storage/deal-resource-repository'

const HOUR_MS = 3_600_000
const hoursBefore = (now: Date, hours: number) =>
  new Date(now.getTime() - hours * HOUR_MS).toISOString()

/** Deal-keyed resources (storefront §7): a deal's reviews and its social-cue counts. Both
 * answer NOT_FOUND for a deal this brand does not sell, like the deal itself. */
export class DealResourceService {
  private readonly repository: DealResourceRepository

  constructor(db: D1Database) {
    this.repository = new DealResourceRepository(db)
  }

  /** Purchases in the last 6, 12 and 24 hours before `now` (§3 'Social cue counts'). Each
   * purchase counts once whatever its quantity: the cue speaks of "N others", i.e. buyers. */
  async socialCue(brand: Brand, dealId: number, now: Date): Promise<SocialCueResponse> {
    await this.assertSold(brand, dealId)
    const counts = await this.repository.purchaseCounts(dealId, now.toISOString(), {
      six: hoursBefore(now, 6),
      twelve: hoursBefore(now, 12),
      day: hoursBefore(now, 24),
    })
    return {
      lastSixHours: counts.six,
      lastTwelveHours: counts.twelve,
      lastTwentyFourHours: counts.day,
    }
  }

  private async assertSold(brand: Brand, dealId: number): Promise<void> {
    const sold =
      Number.isSafeInteger(dealId) &&
      dealId > 0 &&
      (await this.repository.dealVisible(dealId, brand.countryCode, brand.id))
    if (!sold) throw new DomainError('NOT_FOUND', `No deal ${dealId}`)
  }
}
