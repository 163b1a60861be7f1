import type { D1Database } from '@cloudflare/workers-types'
import { walletTransactionOf } from '../../../shared/domain/wallet/wallet-transaction'
import type { WalletResponse } from '../../../shared/schemas/wallet'
import { WalletRepository } from '../../storage/wallet-repository'

const WALLET_PAGE_SIZE = 20

/** §3 'Wallet' for the account page and GET /api/v1/wallet. */
export class WalletService {
  private readonly wallets: WalletRepository

  constructor(db: D1Database) {
    this.wallets = new WalletRepository(db)
  }

  async wallet(userId: number, page: number, now: Date): Promise<WalletResponse['data']> {
    const sums = await this.wallets.balances(userId, now.toISOString())
    // One extra row tells whether there is a next page without counting them all.
    const rows = await this.wallets.transactions(
      userId,
      WALLET_PAGE_SIZE + 1,
      (page - 1) * WALLET_PAGE_SIZE,
    )
    return {
      balances: sums.map((sum) => ({
        currency: sum.currency,
        balance: sum.refundable + sum.marketing,
        marketingBalance: sum.marketing,
        refundableBalance: sum.refundable,
      })),
      transactions: rows.slice(0, WALLET_PAGE_SIZE).map((row) => ({
        amount: row.amount,
        currency: row.currency,
        date: row.createdAt,
        ...walletTransactionOf(row),
      })),
      page,
      nextPage: rows.length > WALLET_PAGE_SIZE ? page + 1 : null,
    }
  }
}
