import type { D1Database } from '@cloudflare/workers-types'
import { addMonths } from '../../../shared/domain/dates'
import {
  GIFT_CARD_CREDIT_MONTHS,
  GIFT_CARD_VALID_MONTHS,
  GIFT_CODE_NOT_RECOGNISED,
  normaliseCode,
} from '../../../shared/domain/wallet/wallet-rules'
import { DomainError } from '../../errors'
import { AccountRepository } from '../../storage/account-repository'
import { GiftCardRepository } from '../../storage/gift-card-repository'
import { WalletLedgerRepository } from '../../storage/wallet-ledger-repository'
import { guardRate, rateKeys } from '../security/rate-limit'
import { codeHash } from '../wallet/code-hash'
import { newGiftClaimCode } from './gift-claim-codes'

/** Codes are guessable only by brute force; 10 tries in 15 minutes per customer and per IP
 * leaves a real customer room for typos and a guesser nowhere. */
const REDEEM_LIMIT = {
  max: 10,
  windowMinutes: 15,
  message: 'Too many gift code attempts. Please try again later.',
}

export interface Redemption {
  amount: number
  currency: 'GBP' | 'EUR'
  expiresAt: string
}

/** Redeeming a gift card (transactions §2 /giftcard/redeem, §6, §9). The card's money was paid
 * by whoever bought it, so it is the customer's own: it goes in as REFUNDABLE credit (usable on
 * any item, not capped like marketing credit) lasting 12 months from redemption. */
export class GiftCardService {
  private readonly cards: GiftCardRepository

  constructor(private readonly db: D1Database) {
    this.cards = new GiftCardRepository(db)
  }

  async redeem(code: string, userId: number, ip: string, now: Date): Promise<Redemption> {
    const at = now.toISOString()
    await guardRate(
      new AccountRepository(this.db),
      [`giftcard-user:${userId}`, ...rateKeys('giftcard', ip)],
      REDEEM_LIMIT,
      now,
    )
    const plain = normaliseCode(code)
    const card = plain ? await this.cards.byHash(await codeHash(plain)) : null
    // Unknown, expired and already-used cards get the same words: nothing to learn by guessing.
    if (!card || card.redeemedAt !== null || card.expiresAt <= at) {
      throw new DomainError('UNPROCESSABLE', GIFT_CODE_NOT_RECOGNISED)
    }
    const expiresAt = addMonths(at, GIFT_CARD_CREDIT_MONTHS)
    try {
      await this.cards.batch([
        this.cards.redeem(card.id, userId, at),
        ...new WalletLedgerRepository(this.db).entry(
          {
            userId,
            currency: card.currency,
            kind: 'REFUNDABLE',
            amount: card.amount,
            reason: 'GIFT_CARD',
            reference: `giftcard:${card.id}`,
            expiresAt,
          },
          at,
        ),
      ])
    } catch (err) {
      // The parallel redemption that lost fails on wallet_ledger_gift_card_once.
      if (String(err).includes('UNIQUE')) {
        throw new DomainError('UNPROCESSABLE', GIFT_CODE_NOT_RECOGNISED)
      }
      throw err
    }
    return { amount: card.amount, currency: card.currency, expiresAt }
  }

  /** A new card valid 6 months (§9); answers its code, which is not kept anywhere. */
  async issue(amount: number, currency: 'GBP' | 'EUR', now: Date): Promise<string> {
    const code = `GIFT-${newGiftClaimCode()}`
    const issuedAt = now.toISOString()
    await this.cards.insert({
      codeHash: await codeHash(normaliseCode(code)!),
      last4: code.slice(-4),
      amount,
      currency,
      issuedAt,
      expiresAt: addMonths(issuedAt, GIFT_CARD_VALID_MONTHS),
    })
    return code
  }
}
