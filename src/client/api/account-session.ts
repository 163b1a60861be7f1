import { LOCAL_REDIRECT_COOKIE, POST_LOGIN_URL_COOKIE } from '../../shared/config/cookies'
import { postLoginRedirect } from '../../shared/domain/account/post-login-redirect'
import type { ApiResult } from './account-api'
import { callRoute } from './typed-call'
import { clearCookie, readCookie } from './browser-cookies'

// The session check lives in its own module, which the entry imports alone (entry budget).
export { loadSession, SIGNED_OUT, userFromSession } from './session-check'

export interface Credentials {
  email: string
  password: string
  rememberMe: boolean
  /** The form shows transactions §1's consent line by its Login button. */
  emailConsent?: boolean
}

/** §4 "Login order: first-step POST, then login". The first step only tells which sign-in comes
 * next (always a password here); when it fails for any reason but a rate limit, the login itself
 * still gives the user the real answer. */
export async function logIn({
  email,
  password,
  rememberMe,
  emailConsent,
}: Credentials): Promise<ApiResult<unknown>> {
  const j_username = email.trim()
  const first = await callRoute('POST /customer/login/first-step', {
    body: {
      loginRequest: { j_username },
    },
  })
  if (first.status === 429 || first.status === 0) return first
  return callRoute('POST /customer/login', {
    body: {
      loginRequest: { j_username, j_password: password },
      rememberMe,
      ...(emailConsent ? { emailConsent } : {}),
    },
  })
}

export async function logOut(): Promise<void> {
  await callRoute('POST /customer/logout')
}

/** Where a user goes after login (§4 order), read from the page's cookies and its ?redirect.
 * @example afterLoginPath('post_login_url=%2Fmyaccount', '') === '/myaccount' */
export function afterLoginPath(cookies: string, search: string): string {
  return postLoginRedirect({
    localRedirectCookie: readCookie(LOCAL_REDIRECT_COOKIE, cookies),
    redirectUrl: new URLSearchParams(search).get('redirect'),
    storedPostLoginUrl: readCookie(POST_LOGIN_URL_COOKIE, cookies),
    defaultPage: '/',
  })
}

/** Once used, the stored destinations must not send a later login there again. */
export function clearRedirectCookies() {
  clearCookie(LOCAL_REDIRECT_COOKIE)
  clearCookie(POST_LOGIN_URL_COOKIE)
}

export interface LoginErrorView {
  message: string
  /** The locked message comes with a way out (§8 "account locked message with reset link"). */
  showResetLink: boolean
}

/** What the login form shows for a failed login: the API's own words (§8 'Invalid email/password.
 * Please try again.', the locked and rate-limit messages).
 * @example loginErrorView({ ok: false, status: 403, data: null, message: 'Locked' }).showResetLink === true */
export function loginErrorView(result: ApiResult<unknown>): LoginErrorView {
  return {
    message: result.message ?? 'Invalid email/password. Please try again.',
    showResetLink: result.status === 403,
  }
}
