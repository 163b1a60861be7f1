// Transactions §7 'GET profile with origin': where the account came from. The spec names the
// three registration endpoints (password, express, PayPal fast lane) and the social sign-ins.
export type AccountOrigin = 'REGISTRATION' | 'EXPRESS' | 'PAYPAL' | 'GOOGLE' | 'FACEBOOK'

export type AccountOriginInput = {
  /** users.registration_source when known: 'password', 'express' or 'paypal'. */
  registrationSource: string | null
  expressRegistered: boolean
  hasPassword: boolean
  /** Providers of the user's social identities, oldest first. */
  identityProviders: readonly string[]
}

/** The origin of an account. A password-less account with a social identity was created by
 * that sign-in; one with a password registered first and linked the identity later.
 * @example accountOrigin({ registrationSource: null, expressRegistered: false, hasPassword: false, identityProviders: ['google'] }) === 'GOOGLE' */
export function accountOrigin(input: AccountOriginInput): AccountOrigin {
  if (input.registrationSource === 'paypal') return 'PAYPAL'
  if (input.registrationSource === 'express' || input.expressRegistered) return 'EXPRESS'
  const social = input.identityProviders[0]?.toLowerCase()
  if (!input.hasPassword && social === 'google') return 'GOOGLE'
  if (!input.hasPassword && social === 'facebook') return 'FACEBOOK'
  return 'REGISTRATION'
}
