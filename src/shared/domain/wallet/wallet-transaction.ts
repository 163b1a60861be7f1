const DESCRIPTIONS: Record<string, string> = {
  ORDER: 'Used on an order',
  REFUND: 'Refund',
  GIFT_CARD: 'Gift card redeemed',
  CREDIT_CLAIM: 'Offer credit',
  LOYALTY: 'Club points exchanged',
  REFERRAL: 'Refer a friend reward',
  AUTO_CREDIT: 'Credit for an unredeemed voucher',
  EXPIRY: 'Credit expired',
}

/** How a ledger row reads in the wallet's transaction list (§3 'Wallet': amount, date, type).
 * @example walletTransactionOf({ amount: -500, reason: 'EXPIRY' }) ===
 *   { type: 'EXPIRY', description: 'Credit expired' } */
export function walletTransactionOf(row: { amount: number; reason: string }): {
  type: 'CREDIT' | 'DEBIT' | 'EXPIRY'
  description: string
} {
  const type = row.reason === 'EXPIRY' ? 'EXPIRY' : row.amount > 0 ? 'CREDIT' : 'DEBIT'
  return { type, description: DESCRIPTIONS[row.reason] ?? (row.amount > 0 ? 'Credit' : 'Debit') }
}
