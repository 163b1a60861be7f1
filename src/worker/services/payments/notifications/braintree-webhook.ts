import { z } from 'zod'
import type { ProviderPaymentEvent } from '../../../../shared/domain/payment/provider-payment-state'

/** Braintree posts a notification as a form with these two fields. */
export const BraintreeWebhookForm = z.object({
  bt_signature: z.string().min(1).max(2_000),
  bt_payload: z.string().min(1).max(100_000),
})
export type BraintreeWebhookForm = z.infer<typeof BraintreeWebhookForm>

const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('')

/** Byte-wise equal without an early exit, so the time taken says nothing about the match. */
function sameText(left: string, right: string): boolean {
  let diff = left.length ^ right.length
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    diff |= (left.charCodeAt(i) || 0) ^ (right.charCodeAt(i) || 0)
  }
  return diff === 0
}

/** hex(HMAC-SHA1(key = SHA1(privateKey), text)): Braintree's digest (braintree_node
 * lib/braintree/digest.js Sha1hexdigest), for webhook signatures and challenges alike. */
async function braintreeDigest(privateKey: string, text: string): Promise<string> {
  const encoder = new TextEncoder()
  const keyBytes = await crypto.subtle.digest('SHA-1', encoder.encode(privateKey))
  const key = await crypto.subtle.importKey(
    'raw',
    keyBytes,
    { name: 'HMAC', hash: 'SHA-1' },
    false,
    ['sign'],
  )
  return hex(await crypto.subtle.sign('HMAC', key, encoder.encode(text)))
}

/**
 * True when `bt_signature` signs `bt_payload` with our key pair. As braintree_node's
 * WebhookNotificationGateway: the signature is `public|hex` pairs joined by `&` (one per key
 * Braintree holds for the merchant), ours is the pair with our public key, and the payload is
 * tried as sent and with the newline Braintree's own sample payloads end with. A payload with
 * anything but base64 characters is refused before any digest.
 */
export async function verifyBraintreeSignature(
  keys: { publicKey: string; privateKey: string },
  signature: string,
  payload: string,
): Promise<boolean> {
  if (/[^A-Za-z0-9+=/\n]/.test(payload)) return false
  const ours = signature
    .split('&')
    .map((pair) => pair.split('|'))
    .find((pair) => pair.length === 2 && pair[0] === keys.publicKey)?.[1]
  if (!ours) return false
  for (const text of [payload, `${payload}\n`]) {
    if (sameText(ours, await braintreeDigest(keys.privateKey, text))) return true
  }
  return false
}

/** The answer to Braintree's `bt_challenge` when a webhook URL is registered. */
export async function braintreeChallengeAnswer(
  keys: { publicKey: string; privateKey: string },
  challenge: string,
): Promise<string | null> {
  if (!/^[a-f0-9]{20,32}$/.test(challenge)) return null
  return `${keys.publicKey}|${await braintreeDigest(keys.privateKey, challenge)}`
}

/** The parts of a notification we act on. `transactionId` is Braintree's legacy id of the
 * transaction (the sale's own, or the disputed one). */
export const BraintreeNotification = z.object({
  kind: z.string().regex(/^[a-z_]{1,80}$/),
  transactionId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .nullable(),
})
export type BraintreeNotification = z.infer<typeof BraintreeNotification>

const element = (xml: string, name: string) =>
  new RegExp(`<${name}(?:\\s[^>]*)?>([\\s\\S]*?)</${name}>`).exec(xml)?.[1]?.trim() ?? null

/** Reads the kind and the transaction of a verified payload (base64 XML; braintree_node
 * webhook_testing_gateway.js shows the shapes). The subject's own `<kind>` (a dispute's
 * `chargeback`) is not the notification's, so the kind is read before `<subject>`. */
export function parseBraintreeNotification(payload: string): BraintreeNotification | null {
  let xml: string
  try {
    xml = new TextDecoder().decode(
      Uint8Array.from(atob(payload.replace(/\n/g, '')), (char) => char.charCodeAt(0)),
    )
  } catch {
    return null
  }
  const [head, subject = ''] = xml.split('<subject>')
  const transaction = element(subject, 'transaction')
  const parsed = BraintreeNotification.safeParse({
    kind: element(head ?? '', 'kind'),
    transactionId: transaction === null ? null : element(transaction, 'id'),
  })
  return parsed.success ? parsed.data : null
}

/** Braintree's notification kinds (braintree_node webhook_notification.js) we act on; every
 * other kind is acknowledged and ignored. A declined settlement never took the money. */
const EVENTS: Record<string, ProviderPaymentEvent> = {
  transaction_settled: 'SETTLED',
  transaction_settlement_declined: 'CANCELLED',
  dispute_opened: 'DISPUTE_OPENED',
  dispute_under_review: 'DISPUTE_OPENED',
  dispute_disputed: 'DISPUTE_OPENED',
  dispute_won: 'DISPUTE_WON',
  dispute_lost: 'DISPUTE_LOST',
  dispute_accepted: 'DISPUTE_LOST',
  dispute_auto_accepted: 'DISPUTE_LOST',
}

export const braintreeEvent = (kind: string): ProviderPaymentEvent | null => EVENTS[kind] ?? null
