/** One wallet_ledger row of a single (user, currency, kind) wallet, as the allocation needs it. */
export interface LedgerRow {
  id: number
  /** Minor units: + credit, − spend or expiry. */
  amount: number
  reason: string
  /** For an EXPIRY row, the id of the credit it lapses (see `expiryReference`). */
  reference: string | null
  createdAt: string
  expiresAt: string | null
}

/** A credit row and how much of it is still unspent. */
interface CreditLot {
  id: number
  amount: number
  remaining: number
  expiresAt: string | null
}

export interface LotAllocation {
  lots: CreditLot[]
  /** The plain sum of every row: what wallet_balances holds. */
  balance: number
  /** Unspent remainders of credit whose expiry has passed, not yet written as EXPIRY rows. */
  lapsed: { lotId: number; amount: number }[]
  /** What the customer may spend now: the balance less the lapsed remainders. */
  spendable: number
}

export const EXPIRY_REASON = 'EXPIRY'

/** The reference an EXPIRY row carries: the lapsed credit's row id, so a lot lapses once.
 * @example expiryReference(42) === 'lot:42' */
export const expiryReference = (lotId: number) => `lot:${lotId}`

const lotOfReference = (reference: string | null) => {
  const match = /^lot:(\d+)$/.exec(reference ?? '')
  return match ? Number(match[1]) : null
}

// Soonest expiry first; credit that never expires is spent last; ties by age.
const byExpiry = (a: CreditLot, b: CreditLot) =>
  (a.expiresAt ?? '\uffff').localeCompare(b.expiresAt ?? '\uffff') || a.id - b.id

/** Replays one wallet's rows in id order and says which credit each spend used (transactions
 * §3 'Wallet', §9 validity periods). The balance is the plain sum of the rows; a spend takes
 * from the credit that expires soonest among those still valid when it was made (FIFO by
 * expiry), so the customer keeps the longest-lived credit, and only if that is not enough from
 * credit already lapsed but not yet written off (the nightly job had not run). An EXPIRY row
 * takes exactly its own credit's remainder. A lot's remaining never goes below 0 and the sum of
 * remainders equals the balance whenever the balance is not negative.
 * @example allocateLots([{ id: 1, amount: 500, reason: 'GIFT_CARD', reference: null,
 *   createdAt: '2026-01-01', expiresAt: '2026-02-01' }], '2026-03-01').lapsed
 *   // → [{ lotId: 1, amount: 500 }] */
export function allocateLots(rows: readonly LedgerRow[], now: string): LotAllocation {
  const lots: CreditLot[] = []
  let balance = 0
  for (const row of [...rows].sort((a, b) => a.id - b.id)) {
    balance += row.amount
    if (row.amount > 0) {
      lots.push({ id: row.id, amount: row.amount, remaining: row.amount, expiresAt: row.expiresAt })
      continue
    }
    let owed = -row.amount
    const target = row.reason === EXPIRY_REASON ? lotOfReference(row.reference) : null
    const targeted = lots.find((lot) => lot.id === target)
    const valid = (lot: CreditLot) => lot.expiresAt === null || lot.expiresAt > row.createdAt
    const order = targeted
      ? [targeted, ...lots.filter((lot) => lot !== targeted).sort(byExpiry)]
      : [...lots.filter(valid).sort(byExpiry), ...lots.filter((lot) => !valid(lot)).sort(byExpiry)]
    for (const lot of order) {
      if (owed === 0) break
      const take = Math.min(owed, lot.remaining)
      lot.remaining -= take
      owed -= take
    }
  }
  const lapsed = lots
    .filter((lot) => lot.remaining > 0 && lot.expiresAt !== null && lot.expiresAt <= now)
    .map((lot) => ({ lotId: lot.id, amount: lot.remaining }))
  const lapsedTotal = lapsed.reduce((sum, lot) => sum + lot.amount, 0)
  return { lots, balance, lapsed, spendable: Math.max(0, balance - lapsedTotal) }
}
