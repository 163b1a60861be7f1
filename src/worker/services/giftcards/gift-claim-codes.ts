import type { D1Database } from '@cloudflare/workers-types'
import { BRANDS, type BrandId } from '../../../shared/config/brands'
import { brandOrigin } from '../../../shared/domain/account/mail-origin'
import { normaliseCode } from '../../../shared/domain/wallet/wallet-rules'
import { GiftClaimRepository } from '../../storage/gift-claim-repository'
import { OutboxRepository } from '../../storage/outbox-repository'
import { codeHash } from '../wallet/code-hash'
import { giftClaimMail } from './gift-claim-mail'

// No 0/O, 1/I/L: the code is typed from an email by someone who did not buy it.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
/** Per cron run, so one run stays well inside the scheduled handler's time. */
const BATCH = 50

/** A claim code like 'GC7K-M2PQ-9XRT': 12 random characters, about 59 bits. */
export function newGiftClaimCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12))
  const chars = [...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]).join('')
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`
}

/** Gives each paid e-gift order a claim code and emails it to the recipient through the outbox.
 * The order service is left alone: codes are issued by this job (every 15 minutes) rather than
 * at order time, so a gift's email can lag its order by one cron period. Only the hash is kept,
 * so the code row and its email are one batch: a code nobody was told of would lock the gift
 * away for good. The row is written OR IGNORE and the email only with the row this run wrote, so
 * a second or overlapping run neither issues a second code nor sends a second email. */
export async function issueGiftClaimCodes(
  db: D1Database,
  now: Date,
  /** The deployment's BRAND_HOST_PREFIX ('staging.'), so links reach its own hosts. */
  hostPrefix?: string,
): Promise<{ issued: number }> {
  const repo = new GiftClaimRepository(db)
  const outbox = new OutboxRepository(db)
  const at = now.toISOString()
  let issued = 0
  for (const gift of await repo.eGiftsWithoutCode(BATCH)) {
    const code = newGiftClaimCode()
    const hash = await codeHash(normaliseCode(code)!)
    const brand = BRANDS[gift.brand as BrandId] ?? BRANDS.dealio
    const link = `${brandOrigin(brand, { BRAND_HOST_PREFIX: hostPrefix })}/mygift`
    const message = giftClaimMail({
      brand,
      recipientEmail: gift.recipientEmail,
      link,
      code,
      message: gift.message,
    })
    const [result] = await repo.batch([
      repo.insert(gift.orderId, hash, at),
      outbox.giftClaimMailStatement(gift.orderId, hash, message, at),
    ])
    if (result?.meta.changes !== 1) continue
    issued += 1
  }
  return { issued }
}
