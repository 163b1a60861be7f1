/**
 * The signature on the mail provider's webhooks. Resend delivers them through Svix, whose scheme
 * (docs.svix.com 'Verifying Webhooks Manually') is: the secret is `whsec_` + base64 key bytes;
 * the signed content is `${svix-id}.${svix-timestamp}.${raw body}`; `svix-signature` holds one
 * or more space-separated `v1,<base64 HMAC-SHA256>` (several while a secret is rotated); and the
 * timestamp (seconds) must be near now, so a captured request cannot be replayed later.
 */

/** Svix's own libraries refuse a timestamp more than five minutes off. */
const SVIX_TOLERANCE_SECONDS = 5 * 60

export interface SvixHeaders {
  id: string
  timestamp: string
  signature: string
}

const encoder = new TextEncoder()

function keyBytes(secret: string): Uint8Array<ArrayBuffer> {
  const base64 = secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret
  return Uint8Array.from(atob(base64), (ch) => ch.charCodeAt(0))
}

const hmacKey = (secret: string) =>
  crypto.subtle.importKey('raw', keyBytes(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ])

const signedContent = (id: string, timestamp: string, body: string) =>
  encoder.encode(`${id}.${timestamp}.${body}`)

function fromBase64(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9+/]{43}=$/.test(text)) return null
  return Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0))
}

/** The `svix-signature` value for a body, as the provider computes it (the local stand-in and
 * the tests sign with it). */
export async function svixSignature(
  secret: string,
  id: string,
  timestamp: string,
  body: string,
): Promise<string> {
  const mac = await crypto.subtle.sign(
    'HMAC',
    await hmacKey(secret),
    signedContent(id, timestamp, body),
  )
  return `v1,${btoa(String.fromCharCode(...new Uint8Array(mac)))}`
}

/** Whether one of the header's v1 signatures is the body's under `secret` and its timestamp is
 * within the tolerance of `now`; compared in constant time (subtle.verify). */
export async function verifySvixSignature(input: {
  secret: string
  headers: SvixHeaders
  body: string
  now: Date
}): Promise<boolean> {
  const { id, timestamp, signature } = input.headers
  if (!id || !/^\d{1,12}$/.test(timestamp)) return false
  const skew = Math.abs(input.now.getTime() / 1000 - Number(timestamp))
  if (skew > SVIX_TOLERANCE_SECONDS) return false
  const key = await hmacKey(input.secret)
  const content = signedContent(id, timestamp, input.body)
  for (const entry of signature.split(' ').slice(0, 8)) {
    const [version, value] = entry.split(',', 2)
    const bytes = version === 'v1' && value ? fromBase64(value) : null
    if (bytes && (await crypto.subtle.verify('HMAC', key, bytes, content))) return true
  }
  return false
}
