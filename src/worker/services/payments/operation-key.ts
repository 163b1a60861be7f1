import type { GatewayName } from './payment-gateway'

export type MoneyOperation = 'capture' | 'void' | 'refund'

/**
 * The idempotency key of a capture, void or refund, derived from the operation itself rather
 * than drawn at random: a retry of the same operation (a timeout whose outcome we never saw, a
 * job run again) sends the same key, so the provider answers with what it did the first time
 * instead of doing it twice. `sequence` tells apart operations that may happen more than once
 * on one payment: for a refund, how much was already refunded before it (authorisation-ledger.ts),
 * so the second £5 refund of an order is a new key but a retried first one is not.
 * UUID-shaped, as Klarna and Clearpay recommend for their keys: the first 122 bits of a SHA-256
 * of the operation, with RFC 9562's version 8 (custom) and variant bits.
 * @example await operationKey('KLARNA', 'kl-1', 'refund', 0) !== await operationKey('KLARNA', 'kl-1', 'refund', 500)
 */
export async function operationKey(
  gateway: GatewayName,
  reference: string,
  operation: MoneyOperation,
  sequence = 0,
): Promise<string> {
  const text = `${gateway}:${reference}:${operation}:${sequence}`
  const digest = new Uint8Array(
    await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)),
  )
  const bytes = digest.slice(0, 16)
  bytes[6] = (bytes[6]! & 0x0f) | 0x80
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
