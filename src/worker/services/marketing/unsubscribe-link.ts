import type { Env } from '../../env'

/** Where every marketing mail's unsubscribe link and List-Unsubscribe header lead: GET shows a
 * page with one button, POST (the button, or a mail client's RFC 8058 one-click) unsubscribes. */
export const UNSUBSCRIBE_PATH = '/unsubscribe'

/** Development and tests sign with this; nowhere else (mailLinkSecret). */
const DEVELOPMENT_SECRET = 'development-only-mail-link-secret'
const DEVELOPMENT_ENVIRONMENTS = new Set(['development', 'test'])

/** The key unsubscribe links are signed with: MAIL_LINK_SECRET, or a fixed one in development
 * and tests; null anywhere else without it, and then no marketing mail is sent (a link anyone
 * could forge would unsubscribe anyone). */
export function mailLinkSecret(
  env: Pick<Env, 'MAIL_LINK_SECRET'> & { ENVIRONMENT?: string },
): string | null {
  if (env.MAIL_LINK_SECRET) return env.MAIL_LINK_SECRET
  return DEVELOPMENT_ENVIRONMENTS.has(env.ENVIRONMENT ?? '') ? DEVELOPMENT_SECRET : null
}

const encoder = new TextEncoder()

const key = (secret: string) =>
  crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ])

// The subscription's id and address, both: a link stays tied to the address it was sent to.
const signed = (subscriptionId: number, email: string) =>
  encoder.encode(`unsubscribe:v1:${subscriptionId}:${email.trim().toLowerCase()}`)

const toBase64Url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]{43}$/.test(text)) return null
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0))
}

/** The HMAC-SHA256 signature of one subscription's unsubscribe link, base64url. */
async function unsubscribeSignature(
  secret: string,
  subscriptionId: number,
  email: string,
): Promise<string> {
  return toBase64Url(
    await crypto.subtle.sign('HMAC', await key(secret), signed(subscriptionId, email)),
  )
}

/** Whether `signature` is this subscription's; compared in constant time (subtle.verify). */
export async function verifyUnsubscribeSignature(
  secret: string,
  subscriptionId: number,
  email: string,
  signature: string,
): Promise<boolean> {
  const bytes = fromBase64Url(signature)
  if (!bytes) return false
  return crypto.subtle.verify('HMAC', await key(secret), bytes, signed(subscriptionId, email))
}

/** The signed link: `origin/unsubscribe?s=<id>&sig=<signature>`. */
export async function unsubscribeUrl(
  origin: string,
  secret: string,
  subscriptionId: number,
  email: string,
): Promise<string> {
  const sig = await unsubscribeSignature(secret, subscriptionId, email)
  return `${origin}${UNSUBSCRIBE_PATH}?s=${subscriptionId}&sig=${sig}`
}
