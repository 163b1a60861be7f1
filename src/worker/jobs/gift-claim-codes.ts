import type { Env } from '../env'
import { issueGiftClaimCodes } from '../services/giftcards/gift-claim-codes'

/** Cron: claim codes for new e-gift orders (services/giftcards/gift-claim-codes.ts). */
export const giftClaimCodes = (env: Pick<Env, 'DB' | 'BRAND_HOST_PREFIX'>, now: Date) =>
  issueGiftClaimCodes(env.DB, now, env.BRAND_HOST_PREFIX)
