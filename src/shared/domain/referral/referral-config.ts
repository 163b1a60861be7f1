/** §9 "Referral credit 10 per friend … awarded after the 14-day refund window", in minor units
 * of the referrer's currency. */
export const REFERRAL_CREDIT = 1000
/** The referral cookie lives as long as a friend might take to register after opening a link
 * (ours: the spec gives no lifetime). */
export const REFERRAL_COOKIE = 'rf'
export const REFERRAL_COOKIE_DAYS = 30

/** §9 banner: "banner shows 200 credit; copy promises up to 200 each", verbatim in amount. */
export const referralBanner = (symbol: string) => ({
  banner: `Get ${symbol}200 credit`,
  copy: `Invite your friends to Dealio and earn up to ${symbol}200 each. You get ${symbol}10 credit for every friend who joins through your link and makes a first purchase, once their 14-day refund window has passed.`,
})

export const SHARE_CHANNELS = ['facebook', 'x', 'whatsapp', 'email', 'copy'] as const
export type ShareChannel = (typeof SHARE_CHANNELS)[number]
