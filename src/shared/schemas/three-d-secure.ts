import { z } from 'zod'

/** What a card payment pays for, as the browser names it: a basket's order, the signed-in
 * shopper's VIP membership, or a deposit voucher's balance (payment-binding.ts's subjects; the
 * server adds the shopper from the session). */
export const PaymentFor = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('basket'), basketToken: z.string().min(11).max(100) }).strict(),
  z.object({ kind: z.literal('vip') }).strict(),
  z.object({ kind: z.literal('deposit-balance'), voucherId: z.number().int().positive() }).strict(),
])
export type PaymentFor = z.infer<typeof PaymentFor>

/** POST /api/v1/payments/3ds/verify: the sandbox's stand-in for Braintree's
 * `threeDSecure.verifyCard`, which takes the card's nonce, the amount, the shopper's email and
 * billing address. The sandbox decides by the test card alone; the check is for the amount and
 * the payment named, and the token then pays for nothing else (a bank's authentication is for
 * one payment). */
export const VerifyCardRequest = z
  .object({
    paymentToken: z.string().min(1).max(200),
    /** Minor units, as everywhere else. */
    amount: z.number().int().positive(),
    email: z.string().email().max(254).optional(),
    purpose: PaymentFor,
  })
  .strict()
export type VerifyCardRequest = z.infer<typeof VerifyCardRequest>

/** Where the check stands: done (AUTHENTICATED or UNAVAILABLE: pay; FAILED: don't), or a
 * challenge for the shopper at `challengePath`. */
export const VerifyCardResult = z.discriminatedUnion('status', [
  z.object({ status: z.enum(['AUTHENTICATED', 'FAILED', 'UNAVAILABLE']) }).strict(),
  z
    .object({
      status: z.literal('CHALLENGE'),
      challengePath: z.string().startsWith('/sandbox/3ds/'),
    })
    .strict(),
])
export type VerifyCardResult = z.infer<typeof VerifyCardResult>

export const VerifyCardResponse = z.object({ data: VerifyCardResult }).strict()
export type VerifyCardResponse = z.infer<typeof VerifyCardResponse>

/** The sandbox challenge page's buttons. */
export const ChallengeDecisionForm = z.object({ decision: z.enum(['complete', 'fail']) })
