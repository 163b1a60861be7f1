import { PASSENGER_OPTIONS } from '../../config/constants'

export { PASSENGER_OPTIONS }

export type PassengerCount = (typeof PASSENGER_OPTIONS)[number]

const OPTIONS: ReadonlySet<number> = new Set(PASSENGER_OPTIONS)

/** Storefront §5 'Calendar': "passenger options 2, 4, 6 or 8".
 * @example isValidPassengerCount(4) === true; isValidPassengerCount(3) === false */
export function isValidPassengerCount(count: number): count is PassengerCount {
  return OPTIONS.has(count)
}
