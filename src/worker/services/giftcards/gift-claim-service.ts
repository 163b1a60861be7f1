import type { D1Database } from '@cloudflare/workers-types'
import { normaliseCode } from '../../../shared/domain/wallet/wallet-rules'
import { DomainError } from '../../errors'
import { AccountRepository } from '../../storage/account-repository'
import { GiftClaimRepository } from '../../storage/gift-claim-repository'
import { VoucherRepository } from '../../storage/voucher-repository'
import { OutboxRepository } from '../../storage/outbox-repository'
import { BRANDS, type BrandId } from '../../../shared/config/brands'
import { brandOrigin } from '../../../shared/domain/account/mail-origin'
import { giftClaimedMail } from './gift-claim-mail'
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

  constructor(
    private readonly db: D1Database,
    /** The deployment's BRAND_HOST_PREFIX ('staging.'), for the buyer's mail's links. */
    private readonly hostPrefix?: string,
  ) {
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
      const news = await this.buyersNews(gift.orderId)
      const [won] = await this.claims.batch([
        this.claims.claim(gift.orderId, userId, at),
        new VoucherRepository(this.db).moveToGiftClaimant(gift.orderId, userId, at),
        // In the claim's batch, and only with the claim this request made.
        ...(news
          ? [new OutboxRepository(this.db).giftClaimedMailStatement(gift.orderId, userId, at, news)]
          : []),
      ])
      if (won?.meta.changes !== 1) throw new DomainError('CONFLICT', GIFT_ALREADY_CLAIMED)
    }
    return { orderId: gift.orderId, vouchers: await this.claims.voucherCount(gift.orderId, userId) }
  }

  /** The buyer's mail that the gift arrived, on the order's brand; none once the buyer's
   * account (and so their address) is gone. */
  private async buyersNews(orderId: number) {
    const buyer = await this.claims.buyerOf(orderId)
    if (!buyer?.email || !buyer.recipientEmail) return null
    const brand = BRANDS[buyer.brand as BrandId] ?? BRANDS.dealio
    return giftClaimedMail({
      brand,
      to: buyer.email,
      firstName: buyer.firstName,
      recipientEmail: buyer.recipientEmail,
      origin: brandOrigin(brand, { BRAND_HOST_PREFIX: this.hostPrefix }),
    })
  }
}
