import { DEFAULT_HTTP_TIMEOUT_MS } from '../../../shared/config/constants'
import type { ApiResult } from '../../api/account-api'
import { callRoute, type AnswerOfRoute } from '../../api/typed-call'

export const SIGN_IN_ERROR = "Sorry, we couldn't sign you in just now. Please try again."

export type SignInResult = { ok: true; firstName: string } | { ok: false; message: string }

/** A provider round trip can be slow: four times the usual wait before giving up. */
const timeout = () => AbortSignal.timeout(DEFAULT_HTTP_TIMEOUT_MS * 4)

function resultOf(answer: ApiResult<AnswerOfRoute<'POST /customer/google/login'>>): SignInResult {
  if (answer.ok) {
    // Checked by hand, not by the zod schema: that would load the schemas chunk on the sign-in
    // panel, which anonymous pages open.
    const data = answer.data?.data
    return data?.authenticated === true && typeof data.firstName === 'string'
      ? { ok: true, firstName: data.firstName }
      : { ok: false, message: SIGN_IN_ERROR }
  }
  // 4xx messages are written for the shopper ('Invalid google token id'); a 5xx or no answer
  // is not.
  const said = answer.status >= 400 && answer.status < 500
  return { ok: false, message: said && answer.message ? answer.message : SIGN_IN_ERROR }
}

/** Google login, and on 'not yet registered' (404) Google user registration with the same ID
 * token: choosing Google on the storefront is the sign-up (transactions §1 consent text). */
export async function signInWithGoogle(idToken: string): Promise<SignInResult> {
  // The sign-in panel shows the consent line by these buttons.
  const body = { idToken, emailConsent: true }
  const login = await callRoute('POST /customer/google/login', { body, signal: timeout() })
  if (login.status !== 404) return resultOf(login)
  return resultOf(await callRoute('POST /customer/google/register', { body, signal: timeout() }))
}

export const signInWithFacebook = async (accessToken: string): Promise<SignInResult> =>
  resultOf(
    await callRoute('POST /customer/facebook/authenticate', {
      body: { accessToken, emailConsent: true },
      signal: timeout(),
    }),
  )
