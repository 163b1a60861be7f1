import {
  ASSIGNMENTS_COOKIE,
  DYNAMIC_PRICE_HEADER,
} from '../../shared/domain/experiments/experiment-cookies'
import { decodeAssignments, type Assignments } from '../../shared/domain/experiments/assignments'
import { readCookie } from '../api/browser-cookies'

/** The visitor's experiment arms as the worker set them (cookie `exp`), or null before the
 * first page has set it. Islands read this; the page HTML is the same for every arm. */
export const clientAssignments = (cookies?: string): Assignments | null =>
  decodeAssignments(readCookie(ASSIGNMENTS_COOKIE, cookies))

/** §7 feed headers: "an optional dynamic-price variant". For the feed fetcher to spread into
 * its headers; empty when the visitor has no variant today. */
export function experimentHeaders(cookies?: string): Record<string, string> {
  const variant = clientAssignments(cookies)?.dynamicPrice
  return variant ? { [DYNAMIC_PRICE_HEADER]: variant } : {}
}

/** §7 'subcategory variant adds sdTest=b' to subcategory list calls. */
export const subcategoryListParams = (cookies?: string): Record<string, string> =>
  clientAssignments(cookies)?.subcategoryList === 'b' ? { sdTest: 'b' } : {}
