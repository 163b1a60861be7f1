import { describe, expect, it } from 'vitest'
import {
  isWithinWindow,
  localDate,
  pickSkin,
  SKIN_SCHEDULE,
  type PickSkinInput,
  type SkinSchedule,
} from './schedule'

const request = (now: string, overrides: Partial<PickSkinInput> = {}): PickSkinInput => ({
  now: new Date(now),
  timeZone: 'Europe/London',
  baseTheme: 'dealio',
  vipSite: false,
  locationShortName: 'london',
  ...overrides,
})
const skinAt = (now: string, overrides?: Partial<PickSkinInput>, schedule?: SkinSchedule) =>
  pickSkin(request(now, overrides), schedule).skin

describe('pickSkin: seasonal windows in UK winter time (GMT, UTC+0)', () => {
  it('starts Black Friday at local midnight on 1 November', () => {
    expect(skinAt('2026-10-31T23:59:59.999Z')).toBe('dealio')
    expect(skinAt('2026-11-01T00:00:00.000Z')).toBe('blackfriday')
  })

  it('hands over from Black Friday to Christmas at local midnight on 4 December', () => {
    expect(skinAt('2026-12-03T23:59:59.999Z')).toBe('blackfriday')
    expect(skinAt('2026-12-04T00:00:00.000Z')).toBe('christmas')
  })

  it('lets Christmas win over Black Friday on every overlapping day, 4 to 8 December', () => {
    for (const day of ['04', '05', '06', '07', '08']) {
      expect(skinAt(`2026-12-${day}T12:00:00Z`)).toBe('christmas')
    }
  })

  it('ends Black Friday after 8 December where Christmas does not cover it', () => {
    const withoutChristmas: SkinSchedule = {
      ...SKIN_SCHEDULE,
      seasonalSkins: SKIN_SCHEDULE.seasonalSkins.filter(({ skin }) => skin !== 'christmas'),
    }
    expect(skinAt('2026-12-08T23:59:59.999Z', {}, withoutChristmas)).toBe('blackfriday')
    expect(skinAt('2026-12-09T00:00:00.000Z', {}, withoutChristmas)).toBe('dealio')
  })

  it('ends Christmas after the whole of 26 December', () => {
    expect(skinAt('2026-12-26T23:59:59.999Z')).toBe('christmas')
    expect(skinAt('2026-12-27T00:00:00.000Z')).toBe('dealio')
  })

  it("starts Valentine's at local midnight on 22 January", () => {
    expect(skinAt('2027-01-21T23:59:59.999Z')).toBe('dealio')
    expect(skinAt('2027-01-22T00:00:00.000Z')).toBe('valentines')
  })

  it("ends Valentine's after the whole of 15 February", () => {
    expect(skinAt('2027-02-15T23:59:59.999Z')).toBe('valentines')
    expect(skinAt('2027-02-16T00:00:00.000Z')).toBe('dealio')
  })

  it('repeats the seasons every year', () => {
    expect(skinAt('2024-11-15T12:00:00Z')).toBe('blackfriday')
    expect(skinAt('2031-12-25T12:00:00Z')).toBe('christmas')
    expect(skinAt('2030-02-14T12:00:00Z')).toBe('valentines')
  })

  it('shows the base theme outside every season', () => {
    expect(skinAt('2026-07-15T12:00:00Z')).toBe('dealio')
  })
})

describe('pickSkin: local midnight under summer time (BST, UTC+1)', () => {
  const summer: SkinSchedule = {
    ...SKIN_SCHEDULE,
    seasonalSkins: [{ skin: 'valentines', from: '2026-07-01', to: '2026-07-03' }],
  }

  it('starts a window at 23:00 UTC the evening before', () => {
    expect(skinAt('2026-06-30T22:59:59.999Z', {}, summer)).toBe('dealio')
    expect(skinAt('2026-06-30T23:00:00.000Z', {}, summer)).toBe('valentines')
  })

  it('ends a window at 23:00 UTC on its last day', () => {
    expect(skinAt('2026-07-03T22:59:59.999Z', {}, summer)).toBe('valentines')
    expect(skinAt('2026-07-03T23:00:00.000Z', {}, summer)).toBe('dealio')
  })

  it('follows the clocks going back inside a window', () => {
    const acrossChange: SkinSchedule = {
      ...SKIN_SCHEDULE,
      seasonalSkins: [{ skin: 'blackfriday', from: '10-20', to: '10-25' }],
    }
    expect(skinAt('2026-10-19T22:59:59.999Z', {}, acrossChange)).toBe('dealio')
    expect(skinAt('2026-10-19T23:00:00.000Z', {}, acrossChange)).toBe('blackfriday')
    expect(skinAt('2026-10-25T23:59:59.999Z', {}, acrossChange)).toBe('blackfriday')
    expect(skinAt('2026-10-26T00:00:00.000Z', {}, acrossChange)).toBe('dealio')
  })

  it('reads Irish dates in Irish time', () => {
    const dublin = { timeZone: 'Europe/Dublin', baseTheme: 'dealio' } as const
    expect(skinAt('2026-06-30T22:59:59.999Z', dublin, summer)).toBe('dealio')
    expect(skinAt('2026-06-30T23:00:00.000Z', dublin, summer)).toBe('valentines')
    expect(skinAt('2026-11-01T00:00:00.000Z', dublin)).toBe('blackfriday')
  })
})

describe('pickSkin: precedence', () => {
  it('gives the VIP site the VIP skin, even in a season and in the wellness collection', () => {
    expect(skinAt('2026-12-20T12:00:00Z', { vipSite: true })).toBe('vip')
    expect(
      skinAt('2026-07-15T12:00:00Z', { vipSite: true, locationShortName: 'wellness-collection' }),
    ).toBe('vip')
  })

  it('gives the wellness collection the wellness skin, even in a season', () => {
    expect(skinAt('2026-07-15T12:00:00Z', { locationShortName: 'wellness-collection' })).toBe(
      'wellness',
    )
    expect(skinAt('2026-12-20T12:00:00Z', { locationShortName: ' Wellness-Collection ' })).toBe(
      'wellness',
    )
  })

  it('keeps the sister brand on its own theme through the seasons', () => {
    expect(skinAt('2026-11-15T12:00:00Z', { baseTheme: 'livingsocial' })).toBe('livingsocial')
    expect(skinAt('2026-12-20T12:00:00Z', { baseTheme: 'livingsocial' })).toBe('livingsocial')
  })

  it('still gives the sister brand the VIP and wellness skins', () => {
    expect(skinAt('2026-07-15T12:00:00Z', { baseTheme: 'livingsocial', vipSite: true })).toBe('vip')
    expect(
      skinAt('2026-07-15T12:00:00Z', {
        baseTheme: 'livingsocial',
        locationShortName: 'wellness-collection',
      }),
    ).toBe('wellness')
  })
})

describe('pickSkin: calendar flags', () => {
  const flagsAt = (now: string, overrides?: Partial<PickSkinInput>) => {
    const { christmasEGift, specialPromotionOff } = pickSkin(request(now, overrides))
    return { christmasEGift, specialPromotionOff }
  }

  it('turns the Christmas e-gift on from local midnight on 21 December', () => {
    expect(flagsAt('2026-12-20T23:59:59.999Z').christmasEGift).toBe(false)
    expect(flagsAt('2026-12-21T00:00:00.000Z').christmasEGift).toBe(true)
  })

  it('keeps the Christmas e-gift on through the whole of 26 December', () => {
    expect(flagsAt('2026-12-26T23:59:59.999Z').christmasEGift).toBe(true)
    expect(flagsAt('2026-12-27T00:00:00.000Z').christmasEGift).toBe(false)
  })

  it('sets the e-gift flag whatever the skin', () => {
    expect(flagsAt('2026-12-22T12:00:00Z', { baseTheme: 'livingsocial' }).christmasEGift).toBe(true)
    expect(flagsAt('2026-12-22T12:00:00Z', { vipSite: true }).christmasEGift).toBe(true)
  })

  it('turns the special promotion off from 24 to 28 November 2023 inclusive', () => {
    expect(flagsAt('2023-11-23T23:59:59.999Z').specialPromotionOff).toBe(false)
    expect(flagsAt('2023-11-24T00:00:00.000Z').specialPromotionOff).toBe(true)
    expect(flagsAt('2023-11-28T23:59:59.999Z').specialPromotionOff).toBe(true)
    expect(flagsAt('2023-11-29T00:00:00.000Z').specialPromotionOff).toBe(false)
  })

  it('does not repeat the 2023 promotion-off window in later years', () => {
    expect(flagsAt('2026-11-25T12:00:00Z').specialPromotionOff).toBe(false)
  })
})

describe('isWithinWindow', () => {
  it('includes both end days of a yearly window', () => {
    const window = { from: '12-04', to: '12-26' } as const
    expect(isWithinWindow(window, '2026-12-03')).toBe(false)
    expect(isWithinWindow(window, '2026-12-04')).toBe(true)
    expect(isWithinWindow(window, '2026-12-26')).toBe(true)
    expect(isWithinWindow(window, '2026-12-27')).toBe(false)
  })

  it('handles a yearly window that runs over New Year', () => {
    const window = { from: '12-20', to: '01-05' } as const
    expect(isWithinWindow(window, '2026-12-19')).toBe(false)
    expect(isWithinWindow(window, '2026-12-31')).toBe(true)
    expect(isWithinWindow(window, '2027-01-05')).toBe(true)
    expect(isWithinWindow(window, '2027-01-06')).toBe(false)
  })

  it('limits a dated window to its year', () => {
    const window = { from: '2023-11-24', to: '2023-11-28' } as const
    expect(isWithinWindow(window, '2023-11-26')).toBe(true)
    expect(isWithinWindow(window, '2024-11-26')).toBe(false)
  })
})

describe('localDate', () => {
  it('gives the London date, which runs an hour ahead of UTC in summer', () => {
    expect(localDate(new Date('2026-06-30T23:30:00Z'), 'Europe/London')).toBe('2026-07-01')
    expect(localDate(new Date('2026-12-31T23:30:00Z'), 'Europe/London')).toBe('2026-12-31')
  })

  it('gives the Dublin date, which follows the same clock changes', () => {
    expect(localDate(new Date('2026-06-30T23:30:00Z'), 'Europe/Dublin')).toBe('2026-07-01')
    expect(localDate(new Date('2026-01-31T23:30:00Z'), 'Europe/Dublin')).toBe('2026-01-31')
  })
})

describe('SKIN_SCHEDULE', () => {
  it('holds only well-formed windows whose ends are the same kind of date', () => {
    const windows = [
      ...SKIN_SCHEDULE.seasonalSkins,
      ...SKIN_SCHEDULE.christmasEGift,
      ...SKIN_SCHEDULE.specialPromotionOff,
    ]
    for (const { from, to } of windows) {
      expect(from).toMatch(/^(\d{4}-)?(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/)
      expect(to.length).toBe(from.length)
    }
  })
})
