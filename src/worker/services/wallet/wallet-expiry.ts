import type { Env } from '../../env'
import {
  allocateLots,
  EXPIRY_REASON,
  expiryReference,
} from '../../../shared/domain/wallet/credit-lots'
import { WalletLedgerRepository } from '../../storage/wallet-ledger-repository'
import { walletsOf, WalletRepository } from '../../storage/wallet-repository'

/** Cron: writes off lapsed wallet credit (§9: gift-card credit 12 months, refund credit 3
 * months, auto-credit 14 days...). Per wallet, one negative EXPIRY row per lapsed credit for
 * what is left of it after FIFO-by-expiry spending (shared/domain/wallet/credit-lots.ts),
 * with the guarded balance reset in the same batch. A second run finds nothing left to lapse;
 * an overlapping run fails on wallet_ledger_expiry_once, and a spend that lands between the
 * read and the write makes the CHECK fail this wallet's batch, which the next run redoes. */
export async function expireWalletCredit(
  env: Pick<Env, 'DB'>,
  now: Date,
): Promise<{ expired: number; failed: number }> {
  const at = now.toISOString()
  const ledger = new WalletLedgerRepository(env.DB)
  let expired = 0
  let failed = 0
  for (const wallet of walletsOf(await new WalletRepository(env.DB).walletsWithLapsedCredit(at))) {
    const { userId, currency, kind } = wallet[0]!
    const { lapsed } = allocateLots(wallet, at)
    if (lapsed.length === 0) continue
    const statements = lapsed.flatMap((lot) =>
      ledger.entry(
        {
          userId,
          currency,
          kind,
          amount: -lot.amount,
          reason: EXPIRY_REASON,
          reference: expiryReference(lot.lotId),
          expiresAt: null,
        },
        at,
      ),
    )
    try {
      await env.DB.batch(statements)
      expired += lapsed.length
    } catch {
      failed += 1
    }
  }
  return { expired, failed }
}
