import { describe, expect, it } from 'vitest'
import { testToday } from '../lib/test-clock.mjs'
import { buildCatalogue } from './generate'
import { NAME_PARTS, specialityOf, uniqueName } from './merchant-names'

describe('uniqueName', () => {
  it('keeps the drawn pair while it is free, then takes the next free pair', () => {
    expect(uniqueName('spa', 'Willow', 'Day Spa', 'Leeds', new Set())).toBe('Willow Day Spa')
    expect(uniqueName('spa', 'Willow', 'Day Spa', 'Leeds', new Set(['Willow Day Spa']))).toBe(
      'Lotus Day Spa',
    )
  })

  it('names the town once every pair of the speciality is taken', () => {
    const [firsts, seconds] = NAME_PARTS.dental
    const taken = new Set(firsts.flatMap((f) => seconds.map((s) => `${f} ${s}`)))
    expect(uniqueName('dental', 'Smile', 'Dental Care', 'Cork', taken)).toBe(
      'Smile Dental Care Cork',
    )
  })
})

describe('specialityOf', () => {
  it('tells a dentist from a gym in the same trade', () => {
    expect(specialityOf('health', 'dental')).toBe('dental')
    expect(specialityOf('health', 'gym')).toBe('gym')
    expect(specialityOf('hotel', 'uk-spa-breaks')).toBe('hotel')
  })
})

describe('the seeded merchants', () => {
  const catalogue = buildCatalogue({ seed: 42, deals: 3000, today: testToday() })
  const merchants = catalogue.merchants.rows

  it('have unique names with no numbers in them', () => {
    const names = merchants.map((m) => String(m.display_name))
    expect(new Set(names).size).toBe(names.length)
    for (const name of names) expect(name).not.toMatch(/\d/)
  })

  it('sell only their own speciality', () => {
    const subById = new Map(catalogue.subcategories.rows.map((s) => [s.id, String(s.short_name)]))
    const sold = new Map<unknown, Set<string>>()
    for (const deal of catalogue.deals.rows) {
      const sub = subById.get(deal.subcategory_id)!
      // Trades the subcategory cannot tell apart share a speciality (hotel, tour, wellness).
      const kinds = sold.get(deal.merchant_id) ?? new Set()
      kinds.add(specialityOf(tradeOfSub(sub), sub))
      sold.set(deal.merchant_id, kinds)
    }
    const mixed = [...sold.entries()].filter(([, kinds]) => kinds.size > 1)
    expect(mixed).toEqual([])
  })
})

/** The trade whose speciality table reads `sub` (travel and wellness subcategories have none of
 * their own, so any trade gives the same answer for the rest). */
const tradeOfSub = (sub: string) =>
  /(hotels|breaks|cottages|holidays|inclusive|haul|mystery|coastal|countryside|glamping|lodges|escapes|vip-travel)/.test(
    sub,
  )
    ? 'hotel'
    : /(retreats|mindfulness|holistic|sound-baths)/.test(sub)
      ? 'wellness'
      : 'beauty'
