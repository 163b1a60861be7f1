import { isSafeRelativePath } from './post-login-redirect'

// Which pages need a login is declared on their routes (`login`, worker/routes/pages/*-routes.tsx).

/** The login path that returns to `returnPath` afterwards; an unsafe return path is dropped so
 * the login page cannot be made into an open redirect.
 * @example loginRedirectPath('/myaccount/vouchers') === '/login?redirect=%2Fmyaccount%2Fvouchers' */
export function loginRedirectPath(returnPath: string | null | undefined): string {
  return isSafeRelativePath(returnPath)
    ? `/login?redirect=${encodeURIComponent(returnPath)}`
    : '/login'
}
