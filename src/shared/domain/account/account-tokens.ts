// Single-use account tokens (transactions §7 'password_reset, password_activate',
// 'express-buy-token'). The spec gives no lifetimes; these are ours. A reset link is a
// credential in a mailbox, so it lives an hour; an activation link comes with an express
// registration the shopper may read the next day; an express-buy token bridges one checkout.
export type AccountTokenKind = 'reset' | 'activate' | 'express_buy'

const ACCOUNT_TOKEN_MINUTES: Record<AccountTokenKind, number> = {
  reset: 60,
  activate: 24 * 60,
  express_buy: 30,
}

export const EXPIRED_LINK_MESSAGE = 'This link has expired or was already used.'

/** When a token issued at `now` stops working.
 * @example tokenExpiresAt('reset', new Date('2026-11-21T10:00:00Z')) // 2026-11-21T11:00:00Z */
export function tokenExpiresAt(kind: AccountTokenKind, now: Date): Date {
  return new Date(now.getTime() + ACCOUNT_TOKEN_MINUTES[kind] * 60_000)
}

/** Whether a stored token can still be redeemed: unused and not yet expired.
 * @example isTokenRedeemable({ expiresAt: '2026-11-21T11:00:00Z', usedAt: null }, now) */
export function isTokenRedeemable(
  token: { expiresAt: string; usedAt: string | null },
  now: Date,
): boolean {
  return token.usedAt === null && token.expiresAt > now.toISOString()
}

/** A password reset mailed to a user without a password (express or social registration) sets
 * a first password instead: the activation link. @example passwordLinkKind({ hasPassword: false }) === 'activate' */
export function passwordLinkKind(user: { hasPassword: boolean }): 'reset' | 'activate' {
  return user.hasPassword ? 'reset' : 'activate'
}

/** The storefront page a mailed token opens.
 * @example passwordLinkPath('reset', 'abc') === '/reset-password?token=abc' */
export function passwordLinkPath(kind: 'reset' | 'activate', token: string): string {
  const page = kind === 'reset' ? '/reset-password' : '/activate-password'
  return `${page}?token=${encodeURIComponent(token)}`
}
