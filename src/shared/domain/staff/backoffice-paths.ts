import { isSafeRelativePath } from '../account/post-login-redirect'

export type BackofficeArea = 'merchant' | 'admin'

/** The back-office area a path is in, or null: /merchant… or /admin…, compared lower-cased.
 * @example backofficeAreaOf('/admin/audit') === 'admin'; backofficeAreaOf('/administrator') === null */
export function backofficeAreaOf(path: string): BackofficeArea | null {
  const first = path.split('/').filter(Boolean)[0]?.toLowerCase()
  return first === 'merchant' || first === 'admin' ? first : null
}

/** Where a signed-in user of `area` goes after its sign-in page: the ?redirect it came with when
 * that is a safe path inside the same area (never the sign-in page itself, never elsewhere, so the
 * page cannot be made into an open redirect), else the area's home.
 * @example backofficeReturnPath('admin', '/admin/audit') === '/admin/audit'; backofficeReturnPath('admin', '//evil.example') === '/admin' */
export function backofficeReturnPath(area: BackofficeArea, redirect: string | null): string {
  const home = `/${area}`
  if (!isSafeRelativePath(redirect)) return home
  const path = redirect.split(/[?#]/)[0]!.replace(/\/+$/, '')
  if (backofficeAreaOf(path) !== area || path.toLowerCase() === `${home}/login`) return home
  return redirect
}

/** The sign-in page of `area` that returns to `returnPath` afterwards.
 * @example backofficeLoginPath('merchant', '/merchant/reports') === '/merchant/login?redirect=%2Fmerchant%2Freports' */
export function backofficeLoginPath(area: BackofficeArea, returnPath: string): string {
  const safe = backofficeReturnPath(area, returnPath)
  return safe === `/${area}`
    ? `/${area}/login`
    : `/${area}/login?redirect=${encodeURIComponent(safe)}`
}
