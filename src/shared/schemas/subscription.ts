import { z } from 'zod'

export const SubscriptionStatus = z.enum(['SUBSCRIBED', 'UNSUBSCRIBED'])
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>

/** What the preferences page edits: how often, and which categories (short names; none means
 * all). */
export const SubscriptionPreferences = z
  .object({
    frequency: z.enum(['daily', 'weekly']),
    categories: z.array(z.string().min(1).max(100)).max(50),
  })
  .strict()
export type SubscriptionPreferences = z.infer<typeof SubscriptionPreferences>

export const DEFAULT_PREFERENCES: SubscriptionPreferences = { frequency: 'daily', categories: [] }

/** A change to the preferences: fields left out keep their stored value. */
export const PreferencesChange = SubscriptionPreferences.partial()
export type PreferencesChange = z.infer<typeof PreferencesChange>

/** POST /subscriptions. A missing location gets §5's own message, not the parser's. */
export const SubscribeRequest = z
  .object({
    email: z.string().max(320),
    location: z.string().max(100).optional(),
  })
  .strict()

export const SubscribeResponse = z.object({ data: z.object({ status: SubscriptionStatus }) })

/** A subscription as its preferences pages show it. */
export const Subscription = z
  .object({
    email: z.string(),
    brand: z.string(),
    location: z.string().nullable(),
    status: SubscriptionStatus,
    preferences: SubscriptionPreferences,
  })
  .strict()
export type Subscription = z.infer<typeof Subscription>

export const SubscriptionResponse = z.object({ data: Subscription }).strict()

// A missing token is answered with §8's 'Unsubscribe token missing', so it defaults to ''.
export const PreferencesUpdate = z
  .object({ token: z.string().max(200).default(''), preferences: PreferencesChange })
  .strict()

export const UnsubscribeRequest = z.object({ token: z.string().max(200).default('') }).strict()

/** PUT /customer/subscriptions: the signed-in shopper's own address; absent fields stay. */
export const OwnSubscriptionUpdate = z
  .object({
    status: SubscriptionStatus.optional(),
    location: z.string().max(100).nullish(),
    preferences: PreferencesChange.optional(),
  })
  .strict()
export type OwnSubscriptionUpdate = z.infer<typeof OwnSubscriptionUpdate>
