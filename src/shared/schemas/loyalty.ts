import { z } from 'zod'
import { Currency, MinorUnits } from './money'

export const LoyaltyLevelName = z.enum(['Pink', 'Bronze', 'Silver', 'Gold', 'Platinum'])

const Level = z.object({ name: LoyaltyLevelName, exchangeRate: z.number().int() }).strict()

/** One line of the member's points history (§3 loyaltyActivityDescriptions). */
export const LoyaltyActivity = z
  .object({
    reason: z.enum(['PURCHASE', 'SHARE_DEAL', 'VIEW_DEAL', 'EXCHANGE', 'EXPIRY']),
    description: z.string(),
    points: z.number().int(),
    createdAt: z.string(),
    expiresAt: z.string().nullable(),
  })
  .strict()
export type LoyaltyActivity = z.infer<typeof LoyaltyActivity>

/** GET /customer/loyalty: §3 'Loyalty club' (currentLevel, lifetimePoints, nextLevel,
 * pointsToNextLevel, exchangeRate, currentPoints, loyaltyActivityDescriptions) plus what the
 * exchange form needs. exchangeRate is pence of wallet credit per point; conversions are what
 * all the current points are worth at the §5 rates (credit in minor units). */
export const LoyaltySummary = z
  .object({
    currentLevel: LoyaltyLevelName,
    lifetimePoints: z.number().int(),
    nextLevel: Level.nullable(),
    pointsToNextLevel: z.number().int(),
    exchangeRate: z.number().int(),
    currentPoints: z.number().int(),
    canExchange: z.boolean(),
    currency: Currency,
    conversions: z.array(
      z.object({ level: LoyaltyLevelName, exchangeRate: z.number().int(), credit: MinorUnits }),
    ),
    loyaltyActivityDescriptions: z.array(LoyaltyActivity),
  })
  .strict()
export type LoyaltySummary = z.infer<typeof LoyaltySummary>

export const LoyaltySummaryResponse = z.object({ data: LoyaltySummary }).strict()
export type LoyaltySummaryResponse = z.infer<typeof LoyaltySummaryResponse>

/** POST /customer/loyalty/exchange/{points} answers what was exchanged and the new summary. */
export const LoyaltyExchangeResponse = z
  .object({
    data: z
      .object({
        exchangedPoints: z.number().int().positive(),
        credit: MinorUnits,
        currency: Currency,
        summary: LoyaltySummary,
      })
      .strict(),
  })
  .strict()
export type LoyaltyExchangeResponse = z.infer<typeof LoyaltyExchangeResponse>
