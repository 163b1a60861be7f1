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
import type { AppEnv } from '../../env'
import { renderEmailPreferencesPage } from './email-preferences-page'
import { renderNotFound } from './not-found'
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

/** The sign-in pages, page type 'account' (transactions §2): /login, /register,
 * /forgot-password, /reset-password and /activate-password; /account leads to the account area;
 * /email-preferences is the subscription emails' page.
 * A signed-in user is sent on from /login and /register by the post-login order. */
export async function renderAccountPage(c: Context<AppEnv>, segments: string[]) {
  const url = new URL(c.req.url)
  const [first, ...rest] = segments.map((segment) => segment.toLowerCase())
  if (first === 'account') return c.redirect('/myaccount/profile', 302)
  if (rest.length > 0) return renderNotFound(c)

  if ((first === 'login' || first === 'register') && (await c.var.session.user())) {
    const target = postLoginRedirect({
      redirectUrl: url.searchParams.get('redirect'),
      defaultPage: '/myaccount/profile',
    })
    return c.redirect(target, 302)
  }

  switch (first) {
    case 'login':
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
    case 'register':
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
    case 'forgot-password':
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
    case 'reset-password':
    case 'activate-password': {
      const reset = first === 'reset-password'
      const title = reset ? 'Set a new password' : 'Choose your password'
      const token = url.searchParams.get('token')?.trim() ?? ''
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
    case 'email-preferences':
      return renderEmailPreferencesPage(c)
    default:
      return renderNotFound(c)
  }
}
