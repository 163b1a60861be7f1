import { describe, expect, it } from 'vitest'
import { isWithinWindow, SKIN_SCHEDULE, type DateWindow } from './schedule'

/** Storefront §4 'Seasonal themes', row by row, with the dates exactly as the spec gives them. */
const SPEC_ROWS = [
  { row: 'Black Friday', from: '2024-11-01', to: '2024-12-08' },
  { row: 'Christmas', from: '2024-12-04', to: '2024-12-26' },
  { row: 'Christmas e-gift', from: '2024-12-21', to: '2024-12-26' },
  { row: "Valentine's", from: '2025-01-22', to: '2025-02-15' },
  { row: 'special promotion off', from: '2023-11-24', to: '2023-11-28' },
] as const

const windowsOf: Record<(typeof SPEC_ROWS)[number]['row'], readonly DateWindow[]> = {
  'Black Friday': SKIN_SCHEDULE.seasonalSkins.filter((w) => w.skin === 'blackfriday'),
  Christmas: SKIN_SCHEDULE.seasonalSkins.filter((w) => w.skin === 'christmas'),
  'Christmas e-gift': SKIN_SCHEDULE.christmasEGift,
  "Valentine's": SKIN_SCHEDULE.seasonalSkins.filter((w) => w.skin === 'valentines'),
  'special promotion off': SKIN_SCHEDULE.specialPromotionOff,
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

describe('the seasonal date table (§4)', () => {
  it('has one window per spec row and no other', () => {
    for (const { row } of SPEC_ROWS) expect(windowsOf[row], row).toHaveLength(1)
    const tableSize =
      SKIN_SCHEDULE.seasonalSkins.length +
      SKIN_SCHEDULE.christmasEGift.length +
      SKIN_SCHEDULE.specialPromotionOff.length
    expect(tableSize).toBe(SPEC_ROWS.length)
  })

  it.each(SPEC_ROWS)(
    'covers $row from $from to $to inclusive, and not a day either side',
    (spec) => {
      const [window] = windowsOf[spec.row]
      expect(window).toBeDefined()
      // Yearly windows must start and end on the spec's month-day; dated ones on its exact date.
      expect(window!.from).toBe(window!.from.length === 5 ? spec.from.slice(5) : spec.from)
      expect(window!.to).toBe(window!.to.length === 5 ? spec.to.slice(5) : spec.to)
      for (let day: string = spec.from; day <= spec.to; day = addDays(day, 1)) {
        expect(isWithinWindow(window!, day), `${spec.row} on ${day}`).toBe(true)
      }
      expect(isWithinWindow(window!, addDays(spec.from, -1))).toBe(false)
      expect(isWithinWindow(window!, addDays(spec.to, 1))).toBe(false)
    },
  )
})
