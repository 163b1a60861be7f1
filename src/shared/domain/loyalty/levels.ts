import { LOYALTY_LEVELS, type LoyaltyLevel } from './loyalty-config'

/** The level a member's lifetime points earn (§3: Pink is the default).
 * @example levelFor(0).name === 'Pink'; levelFor(500).name === 'Silver' */
export function levelFor(lifetimePoints: number): LoyaltyLevel {
  let level: LoyaltyLevel = LOYALTY_LEVELS[0]
  for (const candidate of LOYALTY_LEVELS) {
    if (lifetimePoints >= candidate.minLifetimePoints) level = candidate
  }
  return level
}

/** The level after `level`, or null at the top (Platinum).
 * @example nextLevelOf(levelFor(0))?.name === 'Bronze' */
export function nextLevelOf(level: LoyaltyLevel): LoyaltyLevel | null {
  const index = LOYALTY_LEVELS.findIndex((candidate) => candidate.name === level.name)
  return LOYALTY_LEVELS[index + 1] ?? null
}

/** How many more lifetime points reach the next level; 0 at the top.
 * @example pointsToNextLevel(60) === 40 */
export function pointsToNextLevel(lifetimePoints: number): number {
  const next = nextLevelOf(levelFor(lifetimePoints))
  return next ? Math.max(0, next.minLifetimePoints - lifetimePoints) : 0
}
