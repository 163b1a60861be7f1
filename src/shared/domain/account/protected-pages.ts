import type { PageType } from '../pageType'
import { pathSegments } from '../paths'
import { isSafeRelativePath } from './post-login-redirect'

// Transactions §2: "Protected page types (account and similar) redirect logged-out visitors to a
// login path". 'myaccount' is the account area, 'vouchers' lists a user's own vouchers, and
// 'order-addon' adds to a user's order. Checkout and claim-gift stay open: §5/§6 ask for login
// only at purchase, and a gift claim needs a code.
const PROTECTED_PAGE_TYPES: ReadonlySet<PageType> = new Set<PageType>([
  'myaccount',
  'vouchers',
  'order-addon',
])

// 'account' also covers the sign-in pages (/login, /register, /forgot-password, /reset-password,
// /activate-password): protecting the whole type sent /login back to /login. Only the /account
// area itself is private.
const PRIVATE_ACCOUNT_SEGMENT = 'account'

// §2 lists /order-addon/signin-page as the add-on's own sign-in step: it must stay reachable.
const PUBLIC_PATHS: ReadonlySet<string> = new Set(['order-addon/signin-page'])

export type ProtectedPageInput = { pageType: PageType; path: string }

/** Whether a logged-out visitor must log in before seeing this page.
 * @example requiresLogin({ pageType: 'myaccount', path: '/myaccount/profile' }) === true; requiresLogin({ pageType: 'account', path: '/login' }) === false */
export function requiresLogin({ pageType, path }: ProtectedPageInput): boolean {
  const segments = pathSegments(path)
  if (PUBLIC_PATHS.has(segments.slice(0, 2).join('/'))) return false
  if (pageType === 'account') return segments[0] === PRIVATE_ACCOUNT_SEGMENT
  return PROTECTED_PAGE_TYPES.has(pageType)
}

/** The login path that returns to `returnPath` afterwards; an unsafe return path is dropped so
 * the login page cannot be made into an open redirect.
 * @example loginRedirectPath('/myaccount/vouchers') === '/login?redirect=%2Fmyaccount%2Fvouchers' */
export function loginRedirectPath(returnPath: string | null | undefined): string {
  return isSafeRelativePath(returnPath)
    ? `/login?redirect=${encodeURIComponent(returnPath)}`
    : '/login'
}
