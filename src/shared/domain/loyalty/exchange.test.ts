import { describe, expect, it } from 'vitest'
import { conversionsFor, creditFor, decideExchange } from './exchange'
import { levelFor } from './levels'
import { LOYALTY_LEVELS } from './loyalty-config'

const at = (name: string) => LOYALTY_LEVELS.find((level) => level.name === name)!

describe('decideExchange (§5)', () => {
  it("says 'You don't have enough points' with 0 points, whatever the level", () => {
    for (const level of LOYALTY_LEVELS) {
      expect(
        decideExchange({ currentPoints: 0, lifetimePoints: level.minLifetimePoints, points: 1 }),
      ).toEqual({ ok: false, message: "You don't have enough points" })
    }
  })

  it('refuses Pink members', () => {
    const decision = decideExchange({ currentPoints: 50, lifetimePoints: 50, points: 10 })
    expect(decision.ok).toBe(false)
    expect(decision.ok === false && decision.message).toMatch(/Pink members cannot exchange/)
  })

  it.each([0, -1, 1.5, 121, Number.NaN])(
    'asks for a number between 1 and N when %s points are asked',
    (points) => {
      expect(decideExchange({ currentPoints: 120, lifetimePoints: 600, points })).toEqual({
        ok: false,
        message: 'Please select a number between 1 and 120 to exchange your points.',
      })
    },
  )

  it.each(LOYALTY_LEVELS.filter((level) => level.name !== 'Pink'))(
    'pays $name at its own rate, from 1 point to all of them',
    (level) => {
      const lifetimePoints = level.minLifetimePoints
      for (const points of [1, 77]) {
        expect(decideExchange({ currentPoints: 77, lifetimePoints, points })).toEqual({
          ok: true,
          points,
          credit: points * level.exchangeRate,
          level: level.name,
        })
      }
    },
  )
})

describe('conversionsFor (§5)', () => {
  it('shows Pink no conversion', () => {
    expect(conversionsFor(at('Pink'), 100)).toEqual([])
  })

  it.each(['Bronze', 'Silver', 'Gold'])('shows %s its own and the next level rate', (name) => {
    const level = at(name)
    const next = LOYALTY_LEVELS[LOYALTY_LEVELS.indexOf(level) + 1]!
    expect(conversionsFor(level, 250)).toEqual([
      { level: name, exchangeRate: level.exchangeRate, credit: 250 * level.exchangeRate },
      { level: next.name, exchangeRate: next.exchangeRate, credit: 250 * next.exchangeRate },
    ])
  })

  it('shows Platinum its own rate only', () => {
    expect(conversionsFor(levelFor(5000), 10)).toEqual([
      { level: 'Platinum', exchangeRate: 4, credit: 40 },
    ])
  })

  it('gives credit in whole pence, shown with 2 decimals', () => {
    expect(creditFor(123, 3)).toBe(369)
    expect((creditFor(123, 3) / 100).toFixed(2)).toBe('3.69')
  })
})
