import type { D1Database } from '@cloudflare/workers-types'
import { creditValidationParam } from '../../../shared/domain/deal/credit-validation'
import {
  campaignCurrencyRefusal,
  creditClaimMessage,
  type CreditClaimStatus,
} from '../../../shared/domain/wallet/credit-claim-outcome'
import { addDays } from '../../../shared/domain/dates'
import { DomainError } from '../../errors'
import { AccountRepository } from '../../storage/account-repository'
import { CreditCampaignRepository } from '../../storage/credit-campaign-repository'
import { WalletLedgerRepository } from '../../storage/wallet-ledger-repository'
import { guardRate, rateKeys } from '../security/rate-limit'
import { log } from '../../observability/logger'

export interface CreditClaimOutcome {
  status: CreditClaimStatus
  creditAmount: number | null
  currency: 'GBP' | 'EUR' | null
  message: string
}

const outcome = (
  status: CreditClaimStatus,
  creditAmount: number | null = null,
  currency: 'GBP' | 'EUR' | null = null,
): CreditClaimOutcome => ({
  status,
  creditAmount,
  currency,
  message: creditClaimMessage(status, creditAmount, currency),
})

/** Campaign codes are four digits: without a limit an account (or a script behind many) could
 * try them all. A shopper follows a claim link or two; these refuse only guessing. */
export const CREDIT_CLAIM_LIMITS = {
  perAccount: 10,
  perIp: 30,
  windowMinutes: 60,
  message: 'Too many credit claims. Please try again later.',
} as const

/** Credit-claim links (transactions §4 'Credit claim link', §5, §8): a campaign's credit once
 * per customer, within its end date and its number of claims. The claim row, the campaign's
 * counter and the ledger credit go in one batch: the claim's primary key makes a repeat
 * ALREADY_CLAIMED and the counter's CHECK makes a claim past the cap fail whole. */
export class CreditClaimService {
  private readonly campaigns: CreditCampaignRepository

  constructor(private readonly db: D1Database) {
    this.campaigns = new CreditCampaignRepository(db)
  }

  /** Counts one claim attempt per IP and, when signed in, per account; 429 past either limit. */
  async guardAttempt(who: { userId: number | null; ip: string }, now: Date): Promise<void> {
    const users = new AccountRepository(this.db)
    const { perAccount, perIp, windowMinutes, message } = CREDIT_CLAIM_LIMITS
    await guardRate(
      users,
      rateKeys('credit-claim', who.ip),
      { max: perIp, windowMinutes, message },
      now,
    )
    if (who.userId === null) return
    const account = [`credit-claim-user:${who.userId}`]
    await guardRate(users, account, { max: perAccount, windowMinutes, message }, now)
  }

  /** Anything that is not all digits, unknown, ended or full is an invalid link (§4). A campaign
   * of the other currency than the brand's (`brandCurrency`) is refused with a 422. */
  async claim(
    rawCode: string,
    userId: number,
    now: Date,
    brandCurrency: 'GBP' | 'EUR',
  ): Promise<CreditClaimOutcome> {
    const at = now.toISOString()
    const code = creditValidationParam(rawCode)
    const campaign = code ? await this.campaigns.campaign(code) : null
    if (!code || !campaign) return outcome('INVALID')
    const { amount, currency } = campaign
    const refusal = campaignCurrencyRefusal(currency, brandCurrency)
    if (refusal) throw new DomainError('UNPROCESSABLE', refusal)
    if (await this.campaigns.hasClaimed(code, userId)) {
      return outcome('ALREADY_CLAIMED', amount, currency)
    }
    if (campaign.expiresAt <= at || campaign.claims >= campaign.maxClaims) {
      return outcome('INVALID')
    }
    try {
      await this.campaigns.batch([
        ...this.campaigns.claim(code, userId, at),
        ...new WalletLedgerRepository(this.db).entry(
          {
            userId,
            currency,
            kind: campaign.kind,
            amount,
            reason: 'CREDIT_CLAIM',
            reference: `campaign:${code}`,
            expiresAt: addDays(at, campaign.creditDays),
          },
          at,
        ),
      ])
    } catch (err) {
      const text = String(err)
      if (text.includes('UNIQUE') || text.includes('PRIMARY')) {
        return outcome('ALREADY_CLAIMED', amount, currency)
      }
      if (text.includes('CHECK')) return outcome('INVALID')
      // §8: anything else is a failure to try again later; the caller still gets a 200 body.
      log.error('credit-claim-failed', { message: text })
      return outcome('FAILURE')
    }
    return outcome('SUCCESS', amount, currency)
  }
}
