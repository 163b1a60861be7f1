import { DEFAULT_HTTP_TIMEOUT_MS } from '../../../shared/config/constants'
import type { SocialSignInResponse } from '../../../shared/schemas/social-login'

export const SIGN_IN_ERROR = "Sorry, we couldn't sign you in just now. Please try again."

export type SignInResult = { ok: true; firstName: string } | { ok: false; message: string }

async function postJson(path: string, body: unknown) {
  return fetch(`/api/v1${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(DEFAULT_HTTP_TIMEOUT_MS * 4),
  })
}

async function resultOf(res: Response): Promise<SignInResult> {
  const json: unknown = await res.json().catch(() => null)
  if (res.ok) {
    // Checked by hand, not by the zod schema: that would load the schemas chunk on the sign-in
    // panel, which anonymous pages open.
    const data = (json as Partial<SocialSignInResponse> | null)?.data
    return data?.authenticated === true && typeof data.firstName === 'string'
      ? { ok: true, firstName: data.firstName }
      : { ok: false, message: SIGN_IN_ERROR }
  }
  const message = (json as { error?: { message?: unknown } } | null)?.error?.message
  // 4xx messages are written for the shopper ('Invalid google token id'); a 5xx is not.
  return {
    ok: false,
    message: res.status < 500 && typeof message === 'string' ? message : SIGN_IN_ERROR,
  }
}

/** Google login, and on 'not yet registered' (404) Google user registration with the same ID
 * token: choosing Google on the storefront is the sign-up (transactions §1 consent text). */
export async function signInWithGoogle(idToken: string): Promise<SignInResult> {
  try {
    // The sign-in panel shows the consent line by these buttons.
    const login = await postJson('/customer/google/login', { idToken, emailConsent: true })
    if (login.status !== 404) return resultOf(login)
    return resultOf(await postJson('/customer/google/register', { idToken, emailConsent: true }))
  } catch {
    return { ok: false, message: SIGN_IN_ERROR }
  }
}

export async function signInWithFacebook(accessToken: string): Promise<SignInResult> {
  try {
    return await resultOf(
      await postJson('/customer/facebook/authenticate', { accessToken, emailConsent: true }),
    )
  } catch {
    return { ok: false, message: SIGN_IN_ERROR }
  }
}
