import { z } from 'zod'
import { NameText } from '../domain/account/name-rule'

/** Transactions §3 'User profile' as GET /customer/profile answers it. The customer token is
 * never echoed: it lives in an HttpOnly cookie. `location` is the home location's short name. */
export const Profile = z
  .object({
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string().nullable(),
    location: z.string().nullable(),
    vipUser: z.boolean(),
    hasAddress: z.boolean(),
    hasPassword: z.boolean(),
    isFacebook: z.boolean(),
    isLocked: z.boolean(),
    isRegistered: z.boolean(),
    isSubscribed: z.boolean(),
    tpl: z.boolean(),
  })
  .strict()
export type Profile = z.infer<typeof Profile>

export const ProfileResponse = z.object({ data: Profile }).strict()
export type ProfileResponse = z.infer<typeof ProfileResponse>

/** PUT /customer/profile (§7 'PUT body {user}'). It replaces the details: an absent phone or
 * location clears it. Lengths and the phone's format are the domain rules' job
 * (profile-validation), so the form shows the same messages. `isSubscribed` is the
 * email-marketing consent tick-box; absent leaves the consent as it is. */
export const ProfileUpdate = z
  .object({
    user: z
      .object({
        firstName: NameText(1000),
        lastName: NameText(1000).default(''),
        phone: z.string().max(100).nullish(),
        location: z.string().max(100).nullish(),
        isSubscribed: z.boolean().optional(),
      })
      .strict(),
  })
  .strict()
export type ProfileUpdate = z.infer<typeof ProfileUpdate>

export const AccountOrigin = z.enum(['REGISTRATION', 'EXPRESS', 'PAYPAL', 'GOOGLE', 'FACEBOOK'])

export const ProfileOriginResponse = z
  .object({
    data: z.object({ origin: AccountOrigin, createdAt: z.string(), brand: z.string() }).strict(),
  })
  .strict()
export type ProfileOriginResponse = z.infer<typeof ProfileOriginResponse>

/** Refer-a-friend status (§7 'raf status'): whether the brand runs it, and the customer's code once made. */
export const RafStatusResponse = z
  .object({ data: z.object({ eligible: z.boolean(), referralCode: z.string().nullable() }) })
  .strict()

export const ValidityResponse = z.object({ data: z.object({ valid: z.boolean() }) }).strict()

export const EligibleLocationResponse = z
  .object({ data: z.object({ shortName: z.string() }) })
  .strict()

export const EmailVerifyResponse = z
  .object({
    data: z
      .object({
        result: z.enum(['DELIVERABLE', 'RISKY', 'UNDELIVERABLE', 'UNKNOWN']),
        suggestion: z.string().optional(),
      })
      .strict(),
  })
  .strict()
export type EmailVerifyResponse = z.infer<typeof EmailVerifyResponse>

/** DELETE /customer and POST /customer/anonymize: the password confirms it when there is one. */
export const AccountDeletionRequest = z
  .object({ password: z.string().max(200).optional() })
  .strict()

export const AccountStatus = z.enum(['ACTIVE', 'DELETION_REQUESTED'])
export type AccountStatus = z.infer<typeof AccountStatus>

export const AccountDeletionResponse = z
  .object({ data: z.object({ status: z.literal('DELETION_REQUESTED'), completeBy: z.string() }) })
  .strict()

export const AccountStatusResponse = z
  .object({ data: z.object({ status: AccountStatus }) })
  .strict()
