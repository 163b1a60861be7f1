/** The pages whose URL is itself a credential: whoever reads it can act as the visitor. A
 * password-reset or activation link and the email-preferences link (`?token=`), the checkout's
 * return from a payment provider (`?approval=`, Clearpay's `?orderToken=`, which place the kept order) and the sandbox
 * provider's approval page and 3-D Secure challenge (the token is the path), and marketing mail's
 * signed unsubscribe link (`/unsubscribe?s=…&sig=…`). A third-party script reads
 * `location.href` and sends it home, so none loads on these pages, and their Referrer-Policy
 * keeps the URL from leaving in a Referer either. */
const SECRET_QUERY_PARAMS: readonly string[] = ['token', 'approval', 'orderToken']
const SECRET_PATH_PREFIXES: readonly string[] = ['/sandbox/pay/', '/sandbox/3ds/', '/unsubscribe']

/** Whether a page's URL carries a secret (see above): no partner script, tag manager or other
 * third-party code may load on it.
 * @example urlCarriesSecret(new URL('https://x.example/reset-password?token=abc')) === true */
export function urlCarriesSecret(url: Pick<URL, 'pathname' | 'searchParams'>): boolean {
  const path = url.pathname.toLowerCase()
  if (SECRET_PATH_PREFIXES.some((prefix) => path.startsWith(prefix))) return true
  return SECRET_QUERY_PARAMS.some((name) => url.searchParams.has(name))
}
