import { z } from 'zod'

// The wallet, gift card, gift claim and credit-claim API (transactions §3 'Wallet', §3 'Credit
// claim response', §7). Money is integer minor units.
const Currency = z.enum(['GBP', 'EUR'])

/** §3 'Wallet': per currency, the balance and its marketing and refundable parts. */
export const WalletBalance = z
  .object({
    currency: Currency,
    balance: z.number().int(),
    marketingBalance: z.number().int(),
    refundableBalance: z.number().int(),
  })
  .strict()
export type WalletBalance = z.infer<typeof WalletBalance>

export const WALLET_TRANSACTION_TYPES = ['CREDIT', 'DEBIT', 'EXPIRY'] as const

export const WalletTransaction = z
  .object({
    amount: z.number().int(),
    currency: Currency,
    date: z.string(),
    type: z.enum(WALLET_TRANSACTION_TYPES),
    description: z.string(),
  })
  .strict()
export type WalletTransaction = z.infer<typeof WalletTransaction>

/** GET /api/v1/wallet?page=N (20 transactions a page, newest first). */
export const WalletResponse = z
  .object({
    data: z
      .object({
        balances: z.array(WalletBalance),
        transactions: z.array(WalletTransaction),
        page: z.number().int(),
        nextPage: z.number().int().nullable(),
      })
      .strict(),
  })
  .strict()
export type WalletResponse = z.infer<typeof WalletResponse>

export const WalletQuery = z.object({ page: z.coerce.number().int().min(1).max(1000).default(1) })

/** POST /api/v1/giftcards/redeem and POST /api/v1/gifts/claim. */
export const CodeRequest = z.object({ code: z.string().max(100) }).strict()
export type CodeRequest = z.infer<typeof CodeRequest>

export const GiftCardRedeemResponse = z
  .object({
    data: z.object({ amount: z.number().int(), currency: Currency, expiresAt: z.string() }),
  })
  .strict()
export type GiftCardRedeemResponse = z.infer<typeof GiftCardRedeemResponse>

/** POST /api/v1/giftcards/dev-issue (local development and tests only): a fresh £20 card's code. */
export const GiftCardIssueResponse = z
  .object({
    data: z
      .object({ code: z.string().min(1), amount: z.number().int().positive(), currency: Currency })
      .strict(),
  })
  .strict()

export const GiftClaimResponse = z
  .object({ data: z.object({ orderId: z.number().int(), vouchers: z.number().int() }) })
  .strict()
export type GiftClaimResponse = z.infer<typeof GiftClaimResponse>

/** §3 'Credit claim response': status, creditAmount, currency; plus the §8 message to show. */
export const CREDIT_CLAIM_STATUSES = [
  'SUCCESS',
  'ALREADY_CLAIMED',
  'INVALID',
  'LOGIN',
  'FAILURE',
] as const
export const CreditClaimResponse = z
  .object({
    data: z.object({
      status: z.enum(CREDIT_CLAIM_STATUSES),
      creditAmount: z.number().int().nullable(),
      currency: Currency.nullable(),
      message: z.string(),
    }),
  })
  .strict()
export type CreditClaimResponse = z.infer<typeof CreditClaimResponse>

/** POST /api/v1/credit-claims: §7 'campaign-credit-claim' takes {id: number}; the link's
 * digits may be longer than a safe integer, so a digit string is accepted too. */
export const CreditClaimRequest = z.object({ id: z.union([z.number().int().min(0), z.string()]) })
export type CreditClaimRequest = z.infer<typeof CreditClaimRequest>
