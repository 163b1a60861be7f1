import type { D1Database } from '@cloudflare/workers-types'
import { normaliseCode } from '../../../shared/domain/wallet/wallet-rules'
import { DomainError } from '../../errors'
import { AccountRepository } from '../../storage/account-repository'
import { GiftClaimRepository } from '../../storage/gift-claim-repository'
import { VoucherRepository } from '../../storage/voucher-repository'
import { guardRate, rateKeys } from '../security/rate-limit'
import { codeHash } from '../wallet/code-hash'

/** Transactions §8, word for word. */
const GIFT_CLAIM_NOT_RECOGNISED = 'Gift code not recognized. Please try again'
const GIFT_ALREADY_CLAIMED = 'This gift has already been claimed.'

const CLAIM_LIMIT = {
  max: 10,
  windowMinutes: 15,
  message: 'Too many gift code attempts. Please try again later.',
}

/** Claiming an e-gift (transactions §2 /mygift, §5 "Gift claim needs a code"): the recipient,
 * signed in, takes over the order's vouchers, once. Codes come from the gift-claim job. */
export class GiftClaimService {
  private readonly claims: GiftClaimRepository

  constructor(private readonly db: D1Database) {
    this.claims = new GiftClaimRepository(db)
  }

  async claim(code: string, userId: number, ip: string, now: Date) {
    const at = now.toISOString()
    await guardRate(
      new AccountRepository(this.db),
      [`giftclaim-user:${userId}`, ...rateKeys('giftclaim', ip)],
      CLAIM_LIMIT,
      now,
    )
    const plain = normaliseCode(code)
    const gift = plain ? await this.claims.byHash(await codeHash(plain)) : null
    if (!gift) throw new DomainError('UNPROCESSABLE', GIFT_CLAIM_NOT_RECOGNISED)
    if (gift.claimedBy !== null && gift.claimedBy !== userId) {
      throw new DomainError('CONFLICT', GIFT_ALREADY_CLAIMED)
    }
    if (gift.claimedBy === null) {
      const [won] = await this.claims.batch([
        this.claims.claim(gift.orderId, userId, at),
        new VoucherRepository(this.db).moveToGiftClaimant(gift.orderId, userId, at),
      ])
      if (won?.meta.changes !== 1) throw new DomainError('CONFLICT', GIFT_ALREADY_CLAIMED)
    }
    return { orderId: gift.orderId, vouchers: await this.claims.voucherCount(gift.orderId, userId) }
  }
}
