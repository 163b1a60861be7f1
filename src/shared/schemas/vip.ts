import { z } from 'zod'
import { VIP_CANCEL_REASONS } from '../domain/vip/vip-cancellation'
import { Currency, MinorUnits } from './money'

const Money = z.object({ amount: MinorUnits, currency: Currency }).strict()

/** The signed-in shopper's membership as My Rewards shows it. */
export const VipMembershipView = z
  .object({
    status: z.enum(['ACTIVE', 'CANCELLED', 'EXPIRED']),
    startedAt: z.string(),
    expiresAt: z.string(),
    /** What the next year costs (halved by the retention offer). */
    renewalPrice: Money,
    retentionOfferAccepted: z.boolean(),
    /** The renewal job mailed the pay link and the member has not paid yet. */
    renewalPending: z.boolean(),
    cancelReason: z.string().nullable(),
    /** VIP prices and VIP discounts on their orders since the membership started. */
    savings: Money,
  })
  .strict()
export type VipMembershipView = z.infer<typeof VipMembershipView>

/** GET /api/v1/vip/membership. `membership` is the newest one, null for who never joined. */
export const VipMembershipResponse = z
  .object({
    data: z
      .object({ member: z.boolean(), price: Money, membership: VipMembershipView.nullable() })
      .strict(),
  })
  .strict()
export type VipMembershipResponse = z.infer<typeof VipMembershipResponse>

export const VipCancelReason = z.enum(VIP_CANCEL_REASONS)

/** POST /api/v1/vip/cancel: one step of 'reason → retention offer → confirmation, or stay'. */
export const VipCancelRequest = z.discriminatedUnion('step', [
  z.object({ step: z.literal('reason'), reason: VipCancelReason }).strict(),
  z.object({ step: z.literal('offer'), acceptOffer: z.boolean() }).strict(),
  z.object({ step: z.literal('confirm') }).strict(),
  z.object({ step: z.literal('stay') }).strict(),
])
export type VipCancelRequest = z.infer<typeof VipCancelRequest>

export const VipCancelResponse = z
  .object({
    data: z
      .object({
        next: z.enum(['OFFER', 'CONFIRM', 'STAYED', 'CANCELLED']),
        /** On OFFER: the halved renewal price on offer. */
        offer: z.object({ percent: z.number().int(), renewalPrice: Money }).strict().optional(),
        membership: VipMembershipView,
      })
      .strict(),
  })
  .strict()
export type VipCancelResponse = z.infer<typeof VipCancelResponse>

/** POST /api/v1/vip/subscribe: join (or pay a pending renewal) with a tokenised card. */
export const VipSubscribeRequest = z
  .object({ paymentToken: z.string().min(1).max(200), idempotencyKey: z.string().min(16).max(100) })
  .strict()
export type VipSubscribeRequest = z.infer<typeof VipSubscribeRequest>

export const VipSubscribeResponse = z
  .object({ data: z.object({ renewed: z.boolean(), membership: VipMembershipView }).strict() })
  .strict()
export type VipSubscribeResponse = z.infer<typeof VipSubscribeResponse>
