import type { PageType } from '../pageType'
import { isSafeRelativePath } from './post-login-redirect'

// Transactions §2: "Protected page types (account and similar) redirect logged-out visitors to a
// login path". 'account' and 'myaccount' are the account area, 'vouchers' lists a user's own
// vouchers, and 'order-addon' has its own sign-in step (/order-addon/signin-page). Checkout and
// claim-gift stay open: §5/§6 ask for login only at purchase, and a gift claim needs a code.
export const PROTECTED_PAGE_TYPES: ReadonlySet<PageType> = new Set<PageType>([
  'account',
  'myaccount',
  'vouchers',
  'order-addon',
])

/** Whether a logged-out visitor must log in before seeing this page type.
 * @example requiresLogin('myaccount') === true; requiresLogin('deal') === false */
export function requiresLogin(pageType: PageType): boolean {
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
