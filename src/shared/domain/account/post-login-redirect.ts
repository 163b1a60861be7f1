export type PostLoginRedirectInput = {
  localRedirectCookie?: string | null
  redirectUrl?: string | null
  storedPostLoginUrl?: string | null
  defaultPage: string
}

// Control characters and backslashes are refused outright: browsers treat '\' like '/' and
// strip tabs and newlines, so '/\evil.com' or '/\t/evil.com' would leave the site.
const UNSAFE_CHARACTERS = /[\\\u0000-\u001f\u007f]/

/** Whether a value is a same-site relative path: starts with one '/', not '//', no scheme.
 * @example isSafeRelativePath('/myaccount/vouchers') === true; isSafeRelativePath('//evil.com') === false */
export function isSafeRelativePath(value: string | null | undefined): value is string {
  if (value == null || value === '' || UNSAFE_CHARACTERS.test(value)) return false
  if (!value.startsWith('/') || value.startsWith('//')) return false
  // A path that parses to another origin is not ours, whatever it looks like.
  try {
    return new URL(value, 'https://dealio.invalid').origin === 'https://dealio.invalid'
  } catch {
    return false
  }
}

// Sending a user who has just logged in back to a sign-in page would show the form again.
const SIGN_IN_PATHS = /^\/(login|register)(?:[/?#]|$)/i

/** Where to send a user after login. Transactions §2 / storefront §4: "local redirect cookie
 * first, then redirect URL, then stored post-login URL, then a default page"; an unsafe candidate
 * is skipped, not followed, and so is a sign-in page.
 * @example postLoginRedirect({ redirectUrl: '/wishlist', defaultPage: '/' }) === '/wishlist' */
export function postLoginRedirect(input: PostLoginRedirectInput): string {
  const candidates = [input.localRedirectCookie, input.redirectUrl, input.storedPostLoginUrl]
  const usable = (value: string | null | undefined): value is string =>
    isSafeRelativePath(value) && !SIGN_IN_PATHS.test(value)
  return candidates.find(usable) ?? input.defaultPage
}
