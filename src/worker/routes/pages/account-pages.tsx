import type { Context } from 'hono'
import type { ReactNode } from 'react'
import { AuthPage } from '../../../client/pages/account/auth-page'
import { emailConsent, LINK_EXPIRED_MESSAGE } from '../../../client/pages/account/account-copy'
import { SocialSignIn } from '../../../client/islands/auth/social-sign-in'
import { Island } from '../../../client/islands/island'
import { AuthForgotForm } from '../../../client/islands/auth/auth-forgot-form'
import { AuthLoginForm } from '../../../client/islands/auth/auth-login-form'
import { AuthNewPasswordForm } from '../../../client/islands/auth/auth-new-password-form'
import { AuthRegisterForm } from '../../../client/islands/auth/auth-register-form'
import {
  isSafeRelativePath,
  postLoginRedirect,
} from '../../../shared/domain/account/post-login-redirect'
import { isValidEmail } from '../../../shared/domain/account/registration-validation'
import type { AppEnv } from '../../http/app-env'
import { renderInShell } from './page-context'

const NOINDEX = 'NOINDEX, NOFOLLOW'

const renderAuthPage = (c: Context<AppEnv>, title: string, body: ReactNode) =>
  renderInShell(c, {
    meta: { canonicalPath: new URL(c.req.url).pathname, title, robots: NOINDEX },
    body,
  })

/** A prefilled email from ?email= (the new-user modal's link), only when it looks like one. */
const emailParam = (url: URL) => {
  const email = url.searchParams.get('email')?.trim() ?? ''
  return isValidEmail(email) ? email : ''
}

/** /login or /register keeping a safe ?redirect, so switching between them loses no destination. */
const withRedirect = (page: '/login' | '/register', url: URL) => {
  const redirect = url.searchParams.get('redirect')
  return isSafeRelativePath(redirect) ? `${page}?${new URLSearchParams({ redirect })}` : page
}

/** Google and Facebook sign-in, when the deployment configures them (no third-party script or
 * island otherwise). */
function socialSignIn(c: Context<AppEnv>, url: URL) {
  const { GOOGLE_CLIENT_ID: googleClientId, FACEBOOK_APP_ID: facebookAppId } = c.env
  if (!googleClientId && !facebookAppId) return null
  const redirect = postLoginRedirect({
    redirectUrl: url.searchParams.get('redirect'),
    defaultPage: '/',
  })
  return (
    <Island
      name="social-sign-in"
      component={SocialSignIn}
      props={{ googleClientId, facebookAppId, signedIn: false, redirect, oneTap: true }}
    />
  )
}

/** A signed-in visitor on /login or /register is sent on by the post-login order. */
async function signedInTarget(c: Context<AppEnv>, url: URL): Promise<string | null> {
  if (!(await c.var.session.user())) return null
  return postLoginRedirect({
    redirectUrl: url.searchParams.get('redirect'),
    defaultPage: '/myaccount/profile',
  })
}

/** /login (transactions §2), page type 'account' like the other sign-in pages. */
export async function renderLoginPage(c: Context<AppEnv>) {
  const url = new URL(c.req.url)
  const target = await signedInTarget(c, url)
  if (target) return c.redirect(target, 302)
  return renderAuthPage(
    c,
    'Log in',
    <AuthPage
      title="Log in"
      intro="Log in to see your vouchers, wallet and wish list."
      social={socialSignIn(c, url)}
    >
      <Island
        name="auth-login-form"
        component={AuthLoginForm}
        props={{
          defaultEmail: emailParam(url),
          consentText: emailConsent('Login'),
          registerHref: withRedirect('/register', url),
        }}
      />
    </AuthPage>,
  )
}

/** /register (transactions §2). */
export async function renderRegisterPage(c: Context<AppEnv>) {
  const url = new URL(c.req.url)
  const target = await signedInTarget(c, url)
  if (target) return c.redirect(target, 302)
  return renderAuthPage(
    c,
    'Create your account',
    <AuthPage
      title="Create your account"
      intro="Save up to 80% on local deals, escapes and gifts."
      social={socialSignIn(c, url)}
    >
      <Island
        name="auth-register-form"
        component={AuthRegisterForm}
        props={{
          defaultEmail: emailParam(url),
          consentText: emailConsent('Sign up'),
          loginHref: withRedirect('/login', url),
        }}
      />
    </AuthPage>,
  )
}

/** /forgot-password (transactions §2). */
export function renderForgotPasswordPage(c: Context<AppEnv>) {
  return renderAuthPage(
    c,
    'Forgotten your password?',
    <AuthPage
      title="Forgotten your password?"
      intro="Enter your email and we will send you a link to set a new password."
    >
      <Island name="auth-forgot-form" component={AuthForgotForm} props={{}} />
    </AuthPage>,
  )
}

/** /reset-password and /activate-password: the emailed link's token rides in ?token=. */
export function renderNewPasswordPage(c: Context<AppEnv>, purpose: 'reset' | 'activate') {
  const reset = purpose === 'reset'
  const title = reset ? 'Set a new password' : 'Choose your password'
  const token = new URL(c.req.url).searchParams.get('token')?.trim() ?? ''
  return renderAuthPage(
    c,
    title,
    <AuthPage title={title}>
      {token !== '' && token.length <= 500 ? (
        <Island
          name="auth-new-password-form"
          component={AuthNewPasswordForm}
          props={{ endpoint: reset ? 'password_reset' : 'password_activate', token }}
        />
      ) : (
        <p role="alert">
          {LINK_EXPIRED_MESSAGE} <a href="/forgot-password">Request a new link</a>
        </p>
      )}
    </AuthPage>,
  )
}
