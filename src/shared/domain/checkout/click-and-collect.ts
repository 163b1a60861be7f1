import { TZDate } from '@date-fns/tz'
import { isWeekend } from 'date-fns'
import type { CollectionPoint } from '../../schemas/checkout-view'
import type { CountryCode } from '../../schemas/location'

// transactions §9: "Click and collect point in one city, weekdays 9am to 5pm".
const COLLECTION_HOURS = { openHour: 9, closeHour: 17 } as const
export const COLLECTION_HOURS_TEXT = 'Monday to Friday, 9am to 5pm'

/** Whether the collection point is open at `now`, UK time: weekdays from 9am until 5pm. The
 * spec lists no bank holidays, so none close it.
 * @example isCollectionPointOpen(new Date('2026-11-20T16:59:00Z')) === true */
export function isCollectionPointOpen(now: Date): boolean {
  const local = new TZDate(now.getTime(), 'Europe/London')
  const hour = local.getHours()
  return !isWeekend(local) && hour >= COLLECTION_HOURS.openHour && hour < COLLECTION_HOURS.closeHour
}

/** transactions §9: "Click and collect point in one city": each site's one point, the only place
 * its click-and-collect orders are picked up (never the merchant's own shop). The checkout names
 * this address and the terms and FAQs this city, so they cannot disagree. */
export const COLLECTION_POINTS: Record<CountryCode, CollectionPoint> = {
  gb: {
    name: 'Click and Collect Point',
    line1: 'Unit 7 Albert Dock Trade Park',
    line2: 'Gallions Road',
    town: 'London',
    postcode: 'E16 2QS',
  },
  ie: {
    name: 'Click and Collect Point',
    line1: 'Unit 2 East Wall Business Park',
    line2: 'East Wall Road',
    town: 'Dublin',
    postcode: 'D03 X2Y7',
  },
}

/** The site's collection point.
 * @example collectionPointFor('ie').town === 'Dublin' */
export const collectionPointFor = (country: CountryCode): CollectionPoint =>
  COLLECTION_POINTS[country]

/** The point as one line of copy.
 * @example collectionPointText(COLLECTION_POINTS.gb) === 'Click and Collect Point, Unit 7 Albert Dock Trade Park, Gallions Road, London, E16 2QS' */
export const collectionPointText = (point: CollectionPoint): string =>
  [point.name, point.line1, point.line2, point.town, point.postcode].filter(Boolean).join(', ')
