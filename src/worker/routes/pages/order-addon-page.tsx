import type { Context } from 'hono'
import type { ReactNode } from 'react'
import { AuthLoginForm } from '../../../client/islands/auth/auth-login-form'
import { Island } from '../../../client/islands/island'
import { OrderAddonList } from '../../../client/islands/checkout/order-addon-list'
import { emailConsent } from '../../../client/pages/account/account-copy'
import { AuthPage } from '../../../client/pages/account/auth-page'
import { CheckoutPage } from '../../../client/pages/checkout/checkout-page'
import { isSafeRelativePath } from '../../../shared/domain/account/post-login-redirect'
import { VOUCHER_EXTENSION_MONTHS } from '../../../shared/domain/checkout/order-addon'
import type { AppEnv } from '../../http/app-env'
import { extendableVouchers } from '../../services/orders/extendable-vouchers'
import { renderInShell } from './page-context'

const HOME = '/order-addon'
const SIGN_IN = '/order-addon/signin-page'

const render = (c: Context<AppEnv>, title: string, body: ReactNode) =>
  renderInShell(c, {
    meta: { canonicalPath: new URL(c.req.url).pathname, title, robots: 'NOINDEX, NOFOLLOW' },
    body,
  })

/** /order-addon, /order-addon/{orderId} and /order-addon/signin-page (transactions §2 'Add-on
 * ordering and its sign-in step'). The add-on pages are the customer's own: streamPage answers
 * `private, no-store` and page type order-addon is never page-cached. The protected-pages
 * middleware sends a signed-out visitor to /login first; the sign-in step is the same login
 * form, for links that start the add-on journey signed out. */
export async function renderOrderAddonPage(c: Context<AppEnv>, orderId: number | null) {
  const user = await c.var.session.user()
  if (!user) return c.redirect(`${SIGN_IN}?${new URLSearchParams({ redirect: HOME })}`, 302)

  const vouchers = await extendableVouchers(c.env.DB, c.get('brand').timeZone, user.id, orderId)
  return render(
    c,
    'Add to your order',
    <CheckoutPage title="Add to your order">
      <p>
        Need more time? Extend a voucher by {VOUCHER_EXTENSION_MONTHS} months and pay for it at
        checkout.
      </p>
      <Island
        name="order-addon-list"
        component={OrderAddonList}
        props={{
          brand: c.get('brand').id,
          vouchers,
          extensionMonths: VOUCHER_EXTENSION_MONTHS,
        }}
      />
    </CheckoutPage>,
  )
}

/** The sign-in step: the login form, returning to the add-on page it came from. The form goes
 * on by ?redirect, so a visit without one is sent to the same page with it. */
export async function renderOrderAddonSignIn(c: Context<AppEnv>) {
  const url = new URL(c.req.url)
  const asked = url.searchParams.get('redirect')
  const back = isSafeRelativePath(asked) && /^\/order-addon(\/\d+)?$/.test(asked) ? asked : null
  if (await c.var.session.user()) return c.redirect(back ?? HOME, 302)
  if (!back) return c.redirect(`${SIGN_IN}?${new URLSearchParams({ redirect: HOME })}`, 302)
  return render(
    c,
    'Log in to add to your order',
    <AuthPage title="Log in" intro="Log in to add an extension to your vouchers.">
      <Island
        name="auth-login-form"
        component={AuthLoginForm}
        props={{
          consentText: emailConsent('Login'),
          registerHref: `/register?${new URLSearchParams({ redirect: back })}`,
        }}
      />
    </AuthPage>,
  )
}
