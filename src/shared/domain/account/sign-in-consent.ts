/** How the shopper signed in when the consent line was shown: a new account, or an existing
 * one (password login, a social login of a known account). */
export type SignInKind = 'sign-up' | 'login'

export interface SignInConsentInput {
  kind: SignInKind
  /** The request says the consent line was shown by the button the shopper clicked. */
  consent: boolean
  /** The address's subscription on the brand; null when it has never had one. */
  current: 'SUBSCRIBED' | 'UNSUBSCRIBED' | null
}

/** Whether signing in subscribes the shopper to the location's daily email (transactions §1:
 * "by clicking Go to deals, Login or Sign up with Google the user agrees to daily emails and may
 * unsubscribe at any time").
 *
 * - Without the consent line nothing changes (an API client, a form that does not show it).
 * - Sign-up with it subscribes: a new account is a fresh, explicit choice, even for an address
 *   that once unsubscribed from the newsletter alone.
 * - Login with it subscribes only an address that has never decided. Someone who unsubscribed
 *   stays unsubscribed: an unsubscribe is a specific withdrawal, and a standing line under the
 *   Login button that undid it at every sign-in would make "may unsubscribe at any time" hollow.
 *   They can subscribe again from their account's subscriptions page.
 * @example signInSubscribes({ kind: 'login', consent: true, current: 'UNSUBSCRIBED' }) === false */
export function signInSubscribes({ kind, consent, current }: SignInConsentInput): boolean {
  if (!consent || current === 'SUBSCRIBED') return false
  return kind === 'sign-up' || current === null
}
