// Transactions §3 'User profile' compact flags and §7: "POST subscription details with
// requestSubscriptionDetails (email); response mapped to hasPassword, isLocked, isRegistered,
// tpl". §4: "A passwordless user is one with neither password nor third-party login".
export type AccountFlags = {
  hasPassword: boolean
  isLocked: boolean
  isRegistered: boolean
  tpl: boolean
}

export type AccountFlagsInput = {
  hasPassword: boolean
  lockedUntil: string | null
  thirdPartyLogin: boolean
}

/** The subscription-details flags for an account, or all false for an unknown email.
 * @example accountFlags(null, now) // { hasPassword: false, isLocked: false, isRegistered: false, tpl: false } */
export function accountFlags(user: AccountFlagsInput | null, now: Date): AccountFlags {
  if (!user) return { hasPassword: false, isLocked: false, isRegistered: false, tpl: false }
  return {
    hasPassword: user.hasPassword,
    isLocked: user.lockedUntil !== null && user.lockedUntil > now.toISOString(),
    isRegistered: true,
    tpl: user.thirdPartyLogin,
  }
}

/** §4: checkout asks a passwordless user to confirm by email.
 * @example isPasswordless({ hasPassword: false, tpl: false }) === true */
export function isPasswordless(flags: Pick<AccountFlags, 'hasPassword' | 'tpl'>): boolean {
  return !flags.hasPassword && !flags.tpl
}
