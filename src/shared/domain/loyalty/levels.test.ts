import { describe, expect, it } from 'vitest'
import { levelFor, nextLevelOf, pointsToNextLevel } from './levels'
import { LOYALTY_LEVELS } from './loyalty-config'

describe('loyalty levels', () => {
  it('starts every member at Pink', () => {
    expect(levelFor(0).name).toBe('Pink')
  })

  it.each(LOYALTY_LEVELS.map((level) => [level.name, level.minLifetimePoints] as const))(
    'reaches %s at exactly its threshold and not a point before',
    (name, min) => {
      expect(levelFor(min).name).toBe(name)
      if (min > 0) expect(levelFor(min - 1).name).not.toBe(name)
    },
  )

  it('orders the levels Pink, Bronze, Silver, Gold, Platinum with rising rates', () => {
    expect(LOYALTY_LEVELS.map((level) => level.name)).toEqual([
      'Pink',
      'Bronze',
      'Silver',
      'Gold',
      'Platinum',
    ])
    const rates = LOYALTY_LEVELS.map((level) => level.exchangeRate)
    expect([...rates].sort((a, b) => a - b)).toEqual(rates)
  })

  it('names the next level and the points to it, and none above Platinum', () => {
    expect(nextLevelOf(levelFor(0))?.name).toBe('Bronze')
    expect(pointsToNextLevel(60)).toBe(40)
    expect(nextLevelOf(levelFor(1_000_000))).toBeNull()
    expect(pointsToNextLevel(1_000_000)).toBe(0)
  })
})
