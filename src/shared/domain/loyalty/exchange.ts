import { levelFor, nextLevelOf } from './levels'
import {
  NOT_ENOUGH_POINTS_MESSAGE,
  PINK_CANNOT_EXCHANGE_MESSAGE,
  selectNumberMessage,
  type LoyaltyLevel,
  type LoyaltyLevelName,
} from './loyalty-config'

/** Wallet credit in minor units for `points` at `rate` (pence per point).
 * @example creditFor(150, 2) === 300 */
export const creditFor = (points: number, rate: number) => points * rate

export interface Conversion {
  level: LoyaltyLevelName
  exchangeRate: number
  /** Credit in minor units; shown in pounds with 2 decimals (§9). */
  credit: number
}

/** §5: "Bronze, Silver, Gold show conversion at current and next-level rate (2 decimals);
 * Platinum its own rate only", and Pink none (it cannot exchange).
 * @example conversionsFor(levelFor(100), 200).map((c) => c.credit) → [200, 400] */
export function conversionsFor(level: LoyaltyLevel, points: number): Conversion[] {
  if (level.name === 'Pink') return []
  const next = nextLevelOf(level)
  return [level, ...(next ? [next] : [])].map((at) => ({
    level: at.name,
    exchangeRate: at.exchangeRate,
    credit: creditFor(points, at.exchangeRate),
  }))
}

export interface ExchangeInput {
  currentPoints: number
  lifetimePoints: number
  /** What the member asked to exchange (anything: it is checked here). */
  points: number
}

export type ExchangeDecision =
  | { ok: true; points: number; credit: number; level: LoyaltyLevelName }
  | { ok: false; message: string }

/** The §5 exchange rules in their order: 0 points → 'You don't have enough points'; Pink
 * cannot exchange; otherwise a whole number from 1 to the current points, paid at the
 * member's own level's rate.
 * @example decideExchange({ currentPoints: 0, lifetimePoints: 0, points: 1 }).ok === false */
export function decideExchange({
  currentPoints,
  lifetimePoints,
  points,
}: ExchangeInput): ExchangeDecision {
  if (currentPoints <= 0) return { ok: false, message: NOT_ENOUGH_POINTS_MESSAGE }
  const level = levelFor(lifetimePoints)
  if (level.name === 'Pink') return { ok: false, message: PINK_CANNOT_EXCHANGE_MESSAGE }
  if (!Number.isInteger(points) || points < 1 || points > currentPoints) {
    return { ok: false, message: selectNumberMessage(currentPoints) }
  }
  return { ok: true, points, credit: creditFor(points, level.exchangeRate), level: level.name }
}
