import { z } from 'zod'
import { SHARE_CHANNELS } from '../domain/referral/referral-config'
import { Currency, MinorUnits } from './money'

export const ShareChannel = z.enum(SHARE_CHANNELS)

/** POST /customer/referral/share: counts one share of the personal link (§3 'links shared'). */
export const ReferralShareRequest = z.object({ channel: ShareChannel }).strict()
export type ReferralShareRequest = z.infer<typeof ReferralShareRequest>

/** GET /customer/referral: the personal link, ready-made share links and §3 'Referral' stats
 * (links shared, links opened, pending and cancelled balances) in minor units. */
export const ReferralSummary = z
  .object({
    code: z.string(),
    link: z.string(),
    shareLinks: z
      .object({ facebook: z.string(), x: z.string(), whatsapp: z.string(), email: z.string() })
      .strict(),
    banner: z.string(),
    copy: z.string(),
    stats: z
      .object({
        linksShared: z.number().int(),
        linksOpened: z.number().int(),
        friendsJoined: z.number().int(),
        pendingCredit: MinorUnits,
        earnedCredit: MinorUnits,
        cancelledCredit: MinorUnits,
      })
      .strict(),
    currency: Currency,
  })
  .strict()
export type ReferralSummary = z.infer<typeof ReferralSummary>

export const ReferralSummaryResponse = z.object({ data: ReferralSummary }).strict()
export type ReferralSummaryResponse = z.infer<typeof ReferralSummaryResponse>
