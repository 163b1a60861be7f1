import { z } from 'zod'

/** A JWT is three base64url parts; a few KB at most. The cap keeps a hostile body cheap. */
const token = z.string().trim().min(1, 'Required field').max(8192)

/** `POST /api/v1/customer/google/login` and `/customer/google/register`: the ID token from the
 * Google button or one-tap (its `credential`). `emailConsent` as in the password sign-in's
 * requests (schemas/account). */
export const GoogleSignInRequest = z
  .object({ idToken: token, emailConsent: z.boolean().optional() })
  .strict()
export type GoogleSignInRequest = z.infer<typeof GoogleSignInRequest>

/** `POST /api/v1/customer/facebook/authenticate`: a user access token from Facebook Login. */
export const FacebookAuthenticateRequest = z
  .object({ accessToken: token, emailConsent: z.boolean().optional() })
  .strict()
export type FacebookAuthenticateRequest = z.infer<typeof FacebookAuthenticateRequest>

/** Every social sign-in answers this once a session cookie is set. */
export const SocialSignInResponse = z
  .object({
    data: z.object({ authenticated: z.literal(true), firstName: z.string() }).strict(),
  })
  .strict()
export type SocialSignInResponse = z.infer<typeof SocialSignInResponse>

/** The providers a user can sign in with; the value is stored in user_identities.provider. */
export const SocialProvider = z.enum(['google', 'facebook'])
export type SocialProvider = z.infer<typeof SocialProvider>
