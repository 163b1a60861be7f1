import { z } from 'zod'
import { BRAND_IDS } from '../config/brands'
import {
  ACCOUNT_MESSAGES,
  EMAIL_MAX_LENGTH,
  isValidEmail,
} from '../domain/account/registration-validation'

/** POST /notify-me: the deal page's out-of-stock sign-up (storefront §4 'out of stock with
 * notify-me'). The address is kept trimmed and lower-case, so 'Ann@X.com ' and 'ann@x.com' are
 * one alert. */
export const NotifyMeRequest = z
  .object({
    brand: z.enum(BRAND_IDS),
    dealId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    email: z
      .string()
      .trim()
      .max(EMAIL_MAX_LENGTH, ACCOUNT_MESSAGES.invalidEmail)
      .refine(isValidEmail, ACCOUNT_MESSAGES.invalidEmail)
      .transform((email) => email.toLowerCase()),
  })
  .strict()
export type NotifyMeRequest = z.infer<typeof NotifyMeRequest>

/** The alert is waiting for the deal to be back: one email then, however often it was asked. */
export const NotifyMeResponse = z
  .object({ data: z.object({ dealId: z.number().int(), status: z.literal('WAITING') }).strict() })
  .strict()
export type NotifyMeResponse = z.infer<typeof NotifyMeResponse>
