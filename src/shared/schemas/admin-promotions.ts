import { z } from 'zod'

const instant = z.iso.datetime({ offset: false })
const minor = z.number().int().positive()

/** A new promo code (migrations/0013 promo_codes): percentage 1–100 or a fixed amount in minor
 * units of one currency, optionally for one deal or one customer, single-use, limited per
 * customer, bounded in time and by a minimum spend. */
export const CreatePromoCodeRequest = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{3,32}$/, 'Codes are 3 to 32 letters, digits, - or _')
      .transform((code) => code.toUpperCase()),
    kind: z.enum(['percentage', 'fixed']),
    value: minor,
    currency: z.enum(['GBP', 'EUR']).nullable().default(null),
    maxDiscount: minor.nullable().default(null),
    dealId: minor.nullable().default(null),
    userId: minor.nullable().default(null),
    singleUse: z.boolean().default(false),
    maxUsesPerUser: minor.nullable().default(null),
    startsAt: instant.nullable().default(null),
    expiresAt: instant.nullable().default(null),
    minSpend: minor.nullable().default(null),
  })
  .strict()
  .refine((p) => p.kind === 'fixed' || p.value <= 100, {
    message: 'A percentage is at most 100',
    path: ['value'],
  })
  .refine((p) => p.kind === 'percentage' || p.currency !== null, {
    message: 'A fixed discount needs a currency',
    path: ['currency'],
  })
  .refine((p) => !p.startsAt || !p.expiresAt || p.startsAt < p.expiresAt, {
    message: 'The code must start before it expires',
    path: ['expiresAt'],
  })
export type CreatePromoCodeRequest = z.infer<typeof CreatePromoCodeRequest>

export const AdminPromoCode = z
  .object({
    code: z.string(),
    kind: z.enum(['percentage', 'fixed']),
    value: z.number().int(),
    currency: z.enum(['GBP', 'EUR']).nullable(),
    maxDiscount: z.number().int().nullable(),
    dealId: z.number().int().nullable(),
    userId: z.number().int().nullable(),
    singleUse: z.boolean(),
    maxUsesPerUser: z.number().int().nullable(),
    startsAt: z.string().nullable(),
    expiresAt: z.string().nullable(),
    minSpend: z.number().int().nullable(),
    createdAt: z.string(),
    uses: z.number().int(),
  })
  .strict()
export type AdminPromoCode = z.infer<typeof AdminPromoCode>

/** GET /api/v1/admin/promo-codes: every code with its usage. */
export const AdminPromoCodesResponse = z
  .object({ data: z.object({ promoCodes: z.array(AdminPromoCode) }).strict() })
  .strict()
/** POST /api/v1/admin/promo-codes and …/{code}/expire: the code as it now is. */
export const AdminPromoCodeResponse = z.object({ data: AdminPromoCode }).strict()

/** A batch of gift cards (migrations/0021): each valid 6 months (transactions §9). */
export const IssueGiftCardsRequest = z
  .object({
    count: z.number().int().min(1).max(100),
    amount: minor.max(100_000),
    currency: z.enum(['GBP', 'EUR']),
  })
  .strict()
export type IssueGiftCardsRequest = z.infer<typeof IssueGiftCardsRequest>

/** Support and usage see a card by its last four characters only: the code is a bearer secret
 * shown once, in the batch's response. */
export const AdminGiftCard = z
  .object({
    id: z.number().int(),
    last4: z.string(),
    amount: z.number().int(),
    currency: z.enum(['GBP', 'EUR']),
    issuedAt: z.string(),
    expiresAt: z.string(),
    redeemed: z.boolean(),
    redeemedAt: z.string().nullable(),
  })
  .strict()
export type AdminGiftCard = z.infer<typeof AdminGiftCard>

export const AdminGiftCardsResponse = z
  .object({ data: z.object({ giftCards: z.array(AdminGiftCard) }).strict() })
  .strict()
/** POST /api/v1/admin/gift-cards: the batch's codes, shown this once. */
export const IssueGiftCardsResponse = z
  .object({
    data: z
      .object({
        codes: z.array(z.string().regex(/^GIFT-/)),
        amount: z.number().int().positive(),
        currency: z.enum(['GBP', 'EUR']),
        expiresAt: z.string(),
      })
      .strict(),
  })
  .strict()
/** POST /api/v1/admin/gift-cards/{id}/expire. */
export const ExpireGiftCardResponse = z
  .object({ data: z.object({ id: z.number().int(), expiresAt: z.string() }).strict() })
  .strict()

/** A credit-claim link campaign (/credit?credit_validation=<digits>). */
export const CreateCampaignRequest = z
  .object({
    code: z.string().regex(/^\d{4,20}$/, 'Campaign codes are 4 to 20 digits'),
    amount: minor.max(100_000),
    currency: z.enum(['GBP', 'EUR']),
    kind: z.enum(['MARKETING', 'REFUNDABLE']).default('MARKETING'),
    expiresAt: instant,
    creditDays: z.number().int().min(1).max(3650),
    maxClaims: minor.max(1_000_000),
  })
  .strict()
export type CreateCampaignRequest = z.infer<typeof CreateCampaignRequest>

export const LimitCampaignRequest = z.object({ maxClaims: minor.max(1_000_000) }).strict()
export type LimitCampaignRequest = z.infer<typeof LimitCampaignRequest>

export const AdminCampaign = z
  .object({
    code: z.string(),
    amount: z.number().int(),
    currency: z.enum(['GBP', 'EUR']),
    kind: z.enum(['MARKETING', 'REFUNDABLE']),
    expiresAt: z.string(),
    creditDays: z.number().int(),
    maxClaims: z.number().int(),
    claims: z.number().int(),
  })
  .strict()
export type AdminCampaign = z.infer<typeof AdminCampaign>

export const AdminCampaignsResponse = z
  .object({ data: z.object({ campaigns: z.array(AdminCampaign) }).strict() })
  .strict()
/** POST /api/v1/admin/campaigns and …/{code}/limit|expire: the campaign as it now is. */
export const AdminCampaignResponse = z.object({ data: AdminCampaign }).strict()
