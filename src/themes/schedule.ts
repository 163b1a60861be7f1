import { localDay } from '../shared/format/local-day'
import type { Brand } from '../shared/config/brands'

export type SkinId =
  'dealio' | 'livingsocial' | 'vip' | 'wellness' | 'blackfriday' | 'christmas' | 'valentines'

type SeasonalSkin = Extract<SkinId, 'blackfriday' | 'christmas' | 'valentines'>

type MonthDay = `${number}-${number}`
type IsoDate = `${number}-${number}-${number}`

/** Both ends inclusive, read as local dates in the brand's time zone. 'MM-DD' recurs every
 * year (a window may run over New Year: from > to); 'YYYY-MM-DD' happens once. */
export type DateWindow = { from: MonthDay; to: MonthDay } | { from: IsoDate; to: IsoDate }

export interface SkinSchedule {
  /** First match wins, so an earlier entry beats a later one where they overlap. */
  seasonalSkins: readonly (DateWindow & { skin: SeasonalSkin })[]
  christmasEGift: readonly DateWindow[]
  specialPromotionOff: readonly DateWindow[]
}

// Storefront §4 'Seasonal themes' gives 2024/25 dates; the seasons come back every year, so they
// are month-day windows. The promotion-off window named a year (2023) and stays a one-off.
export const SKIN_SCHEDULE: SkinSchedule = {
  seasonalSkins: [
    // Christmas (4–26 Dec) is listed before Black Friday (1 Nov–8 Dec) so it wins on 4–8 Dec:
    // a season that starts inside another is read as taking over from it.
    { skin: 'christmas', from: '12-04', to: '12-26' },
    { skin: 'blackfriday', from: '11-01', to: '12-08' },
    { skin: 'valentines', from: '01-22', to: '02-15' },
  ],
  christmasEGift: [{ from: '12-21', to: '12-26' }],
  specialPromotionOff: [{ from: '2023-11-24', to: '2023-11-28' }],
}

/** The calendar date of an instant in a time zone, as YYYY-MM-DD.
 * @example localDate(new Date('2026-06-30T23:30:00Z'), 'Europe/London') === '2026-07-01' */
export const localDate = (now: Date, timeZone: string): string => localDay(now, timeZone).date

/** Whether a local YYYY-MM-DD date falls in a window, both ends included.
 * @example isWithinWindow({ from: '12-04', to: '12-26' }, '2026-12-26') === true */
export function isWithinWindow(window: DateWindow, date: string): boolean {
  const { from, to } = window
  const day = from.length === 5 ? date.slice(5) : date
  return from <= to ? from <= day && day <= to : day >= from || day <= to
}

export interface PickSkinInput {
  now: Date
  timeZone: Brand['timeZone']
  baseTheme: Brand['baseTheme']
  vipSite: boolean
  locationShortName: string
}

export interface SkinPick {
  skin: SkinId
  christmasEGift: boolean
  specialPromotionOff: boolean
}

/** Picks the skin for a request (storefront §4 'Seasonal themes'): VIP site, then the wellness
 * collection, then a season (main brand only), then the brand's own theme. The e-gift and
 * promotion-off flags follow the calendar alone: they change what is sold, not how it looks.
 * @example pickSkin({ ...request, vipSite: true }).skin === 'vip' */
export function pickSkin(input: PickSkinInput, schedule: SkinSchedule = SKIN_SCHEDULE): SkinPick {
  const date = localDate(input.now, input.timeZone)
  return {
    skin: skinFor(input, date, schedule),
    ...seasonalFlagsAt(input.now, input.timeZone, schedule),
  }
}

export type SeasonalFlags = Omit<SkinPick, 'skin'>

/** The calendar's flags alone, for callers that pick no skin (checkout, the exit promotion).
 * @example seasonalFlagsAt(new Date('2026-12-22T12:00:00Z'), 'Europe/London').christmasEGift === true */
export function seasonalFlagsAt(
  now: Date,
  timeZone: Brand['timeZone'],
  schedule: SkinSchedule = SKIN_SCHEDULE,
): SeasonalFlags {
  const date = localDate(now, timeZone)
  const within = (windows: readonly DateWindow[]): boolean =>
    windows.some((window) => isWithinWindow(window, date))
  return {
    christmasEGift: within(schedule.christmasEGift),
    specialPromotionOff: within(schedule.specialPromotionOff),
  }
}

function skinFor(input: PickSkinInput, date: string, schedule: SkinSchedule): SkinId {
  // The VIP site is its own members-only site, so its skin beats everything else.
  if (input.vipSite) return 'vip'
  if (input.locationShortName.trim().toLowerCase() === 'wellness-collection') return 'wellness'
  // §4 ends with "otherwise the default main-brand theme" and §1 lists the seasonal variants
  // beside the main brand's skins, so the sister brand keeps its own look all year.
  if (input.baseTheme !== 'dealio') return input.baseTheme
  const season = schedule.seasonalSkins.find((window) => isWithinWindow(window, date))
  return season?.skin ?? input.baseTheme
}
