import { AVAILABILITY_LOAD_INTERVAL_MS, AVAILABILITY_LOAD_TRIES } from '../../config/constants'

/** HTTP 202: the answer is still being worked out (flights /cheapest "status 200, 202 or 204"). */
const PENDING = 202

/** The waits between availability load tries (storefront §9: "Availability load: 40 tries at
 * 300 ms"): 40 waits of 300 ms, one before each try after the first and one spare, so a caller
 * may zip them with its tries either way.
 * @example availabilityRetryDelays().length === 40 */
export function availabilityRetryDelays(): number[] {
  return Array.from({ length: AVAILABILITY_LOAD_TRIES }, () => AVAILABILITY_LOAD_INTERVAL_MS)
}

/** Whether to ask again after `attempt` tries (1 after the first) answered `status`: only a 202
 * 'pending' answer is worth another go, and never beyond the §9 limit of 40 tries in all.
 * 200 is done, 204 means nothing to show, and errors are not fixed by asking again.
 * @example shouldRetry(1, 202) === true; shouldRetry(40, 202) === false */
export function shouldRetry(attempt: number, status: number): boolean {
  return (
    status === PENDING &&
    Number.isInteger(attempt) &&
    attempt >= 1 &&
    attempt < AVAILABILITY_LOAD_TRIES
  )
}
