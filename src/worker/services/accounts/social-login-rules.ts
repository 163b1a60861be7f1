import { withoutControlCharacters } from '../../../shared/domain/account/name-rule'

/** What a social sign-in does, given who the identity and its email already belong to. */
export type SocialSignInStep =
  | { kind: 'sign-in'; userId: number }
  | { kind: 'link'; userId: number }
  | { kind: 'create' }
  | { kind: 'not-registered' }
  | { kind: 'no-email' }

export interface SocialSignInInput {
  /** The user the provider's subject is linked to, if any. */
  identityUserId: number | null
  /** The user holding the provider's email, if any. */
  emailUserId: number | null
  /** The provider vouches that the email is the user's own (Google `email_verified`; Facebook
   * returns only confirmed emails). */
  hasVerifiedEmail: boolean
  /** Google login only signs in; Google registration and Facebook authenticate also create
   * (transactions §7). */
  mayCreate: boolean
}

/** The step for a verified provider identity. A known identity signs in whatever its email now
 * says; an unknown one joins the account with its email only when the provider verified that
 * email, since otherwise anyone could claim an account by typing its address at the provider.
 * e.g. `socialSignInStep({ identityUserId: null, emailUserId: 7, hasVerifiedEmail: true,
 * mayCreate: false })` → `{ kind: 'link', userId: 7 }` */
export function socialSignInStep(input: SocialSignInInput): SocialSignInStep {
  if (input.identityUserId !== null) return { kind: 'sign-in', userId: input.identityUserId }
  if (!input.hasVerifiedEmail) return { kind: 'no-email' }
  if (input.emailUserId !== null) return { kind: 'link', userId: input.emailUserId }
  return input.mayCreate ? { kind: 'create' } : { kind: 'not-registered' }
}

/** A first name for a new user: the provider's, else the part of the email before the `@`
 * (users.first_name is required). e.g. `firstNameFor('', 'ann.lee@x.com')` → `'ann.lee'` */
export function firstNameFor(firstName: string, email: string): string {
  const name = withoutControlCharacters(firstName).trim()
  return (name || email.split('@')[0] || 'Customer').slice(0, 100)
}
