import { sha256Hex } from '../../../shared/format/sha256-hex'
import type { PlaceOrderRequest } from '../../../shared/schemas/place-order'

/** A new order id: 15 random digits. Chosen before the batch so the batch can link the payment
 * to it; the PRIMARY KEY catches the (1 in 10^14 per pair) collision as a failed batch. */
export function newOrderId(): number {
  const [high = 0, low = 0] = crypto.getRandomValues(new Uint32Array(2))
  const random = (BigInt(high & 0x1fffff) << 32n) | BigInt(low)
  return Number(random % 900_000_000_000_000n) + 100_000_000_000_000
}

/** SHA-256 of what an attempt asked for: a retry with its Idempotency-Key sends the same, so
 * the same hash; another basket or body under a reused key does not. Only the hash is kept. */
export async function requestHash(token: string, request: PlaceOrderRequest): Promise<string> {
  const canonical = JSON.stringify([
    token,
    request.payment.method,
    request.payment.paymentToken ?? null,
    request.expectedTotal,
    request.confirmEmail?.toLowerCase() ?? null,
    request.passengers ?? null,
  ])
  return sha256Hex(canonical)
}
