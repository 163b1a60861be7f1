import { SMARTBANNER_COOKIE_DAYS } from '../../config/constants'

/** Set on dismissal; §9 "Smartbanner cookie 2 days". */
export const SMARTBANNER_COOKIE = 'smartbanner_closed'
export const SMARTBANNER_COOKIE_MAX_AGE_S = SMARTBANNER_COOKIE_DAYS * 24 * 60 * 60

// §2 "shown only on homepage and category page types".
const SMARTBANNER_PAGE_TYPES: ReadonlySet<string> = new Set(['homepage', 'category'])

/** Whether a page type may carry the banner; the server renders the island only there.
 * @example isSmartbannerPage('homepage') // true */
export const isSmartbannerPage = (pageType: string) => SMARTBANNER_PAGE_TYPES.has(pageType)

/** §2 "only for iPhone/iPod or Android user agents" (an iPad is neither).
 * @example isSmartbannerDevice('Mozilla/5.0 (Linux; Android 14; Pixel 8)') // true */
export const isSmartbannerDevice = (userAgent: string) => /iPhone|iPod|Android/i.test(userAgent)

export interface SmartbannerInput {
  pageType: string
  userAgent: string
  /** The dismissal cookie is present (§4 "once dismissed, hidden for 2 days"). */
  dismissed: boolean
}

/** @example shouldShowSmartbanner({ pageType: 'category', userAgent: 'iPhone', dismissed: false }) // true */
export const shouldShowSmartbanner = ({ pageType, userAgent, dismissed }: SmartbannerInput) =>
  !dismissed && isSmartbannerPage(pageType) && isSmartbannerDevice(userAgent)
