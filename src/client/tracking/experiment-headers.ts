import { ASSIGNMENTS_COOKIE } from '../../shared/domain/experiments/experiment-cookies'
import { decodeAssignments, type Assignments } from '../../shared/domain/experiments/assignments'
import { readCookie } from '../api/browser-cookies'

/** The visitor's experiment arms as the worker set them (cookie `exp`), or null before the
 * first page has set it. Islands read this; the page HTML is the same for every arm. */
export const clientAssignments = (cookies?: string): Assignments | null =>
  decodeAssignments(readCookie(ASSIGNMENTS_COOKIE, cookies))

/** §7 'subcategory variant adds sdTest=b' to subcategory list calls. */
export const subcategoryListParams = (cookies?: string): Record<string, string> =>
  clientAssignments(cookies)?.subcategoryList === 'b' ? { sdTest: 'b' } : {}
