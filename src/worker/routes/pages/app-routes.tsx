import {
  renderForgotPasswordPage,
  renderLoginPage,
  renderNewPasswordPage,
  renderRegisterPage,
} from './account-pages'
import { renderEmailPreferencesPage } from './email-preferences-page'
import { redirectToMyGift } from './claim-gift-page'
import { renderCheckout, renderCheckoutStart, renderConfirmation } from './checkout-pages'
import { renderExtendPage } from './extend-page'
import { renderMyGiftPage } from './mygift-pages'
import { renderMyAccountPage } from './myaccount-pages'
import { renderNotFound } from './not-found'
import { renderOrderAddonPage, renderOrderAddonSignIn } from './order-addon-page'
import { renderRefundPages } from './refund-pages'
import { renderVoucher, renderVoucherList } from './voucher-pages'
import { lower, notFound, type PageRouter } from './page-router'
import { OTHER, staticPage } from './other-routes'
import { accountPage, privatePage } from './page-facts'

/** Application pages (checkout, the account area, sign-in, add-ons, gifts to claim, /page/*):
 * the first segment decides whatever follows (/myaccount/special is not a special-deals page, and
 * a dealPreview flag on /checkout does not make it a preview). */
export const appRoutes = (router: PageRouter) =>
  router
    // A voucher's refund and return-label pages, then the vouchers list, a voucher and its print.
    .on('/myaccount/vouchers/:id/:view', {
      ...accountPage('vouchers'),
      when: ({ segments }) => /^(refund|return-label)$/.test(segments[3] ?? ''),
      load: (c, { params }) => renderRefundPages(c, lower(params.id), lower(params.view)),
    })
    .on('/myaccount/vouchers', { ...accountPage('vouchers'), load: renderVoucherList })
    .on('/myaccount/vouchers/:id{[0-9]{1,15}}', {
      ...accountPage('vouchers'),
      load: (c, { params }) => renderVoucher(c, Number(params.id), 'page'),
    })
    .on('/myaccount/vouchers/:id{[0-9]{1,15}}/print', {
      ...accountPage('vouchers'),
      load: (c, { params }) => renderVoucher(c, Number(params.id), 'print'),
    })
    .on('/myaccount/vouchers/*', { ...accountPage('vouchers'), load: notFound })
    .on('/checkout', { ...privatePage('checkout'), load: renderCheckoutStart })
    .on('/checkout/:confirmation/:orderId', {
      ...privatePage('checkout'),
      when: ({ written }) => written[1] === 'confirmation',
      load: (c, { params }) =>
        (params.orderId ?? '').length <= 64
          ? renderConfirmation(c, params.orderId ?? '')
          : renderNotFound(c),
    })
    .on('/checkout/:token', {
      ...privatePage('checkout'),
      when: ({ written }) => written[1] !== 'confirmation',
      load: (c, { params }) => renderCheckout(c, params.token ?? ''),
    })
    .on('/checkout/*', { ...privatePage('checkout'), load: notFound })
    .on('/order-addon', {
      ...accountPage('order-addon'),
      load: (c) => renderOrderAddonPage(c, null),
    })
    // §2 lists /order-addon/signin-page as the add-on's own sign-in step: it must stay open.
    .on('/order-addon/signin-page', { ...privatePage('order-addon'), load: renderOrderAddonSignIn })
    .on('/order-addon/signin-page/*', { ...privatePage('order-addon'), load: notFound })
    .on('/order-addon/:orderId{[0-9]{1,16}}', {
      ...accountPage('order-addon'),
      load: (c, { params }) => renderOrderAddonPage(c, Number(params.orderId)),
    })
    .on('/order-addon/*', { ...accountPage('order-addon'), load: notFound })
    // /myaccount itself opens the account details.
    .on('/myaccount', {
      ...accountPage('myaccount'),
      load: (c) => c.redirect('/myaccount/profile', 302),
    })
    .on('/myaccount/:name', {
      ...accountPage('myaccount'),
      load: (c, { params }) => renderMyAccountPage(c, lower(params.name)),
    })
    .on('/myaccount/*', { ...accountPage('myaccount'), load: notFound })
    // The sign-in pages (transactions §2), page type account; /account leads to the account area.
    // Only the /account area itself needs a login: the sign-in pages share its page type.
    .on('/account/*', {
      ...accountPage('account'),
      load: (c) => c.redirect('/myaccount/profile', 302),
    })
    .on('/login', { ...privatePage('account'), load: renderLoginPage })
    .on('/register', { ...privatePage('account'), load: renderRegisterPage })
    .on('/forgot-password', { ...privatePage('account'), load: renderForgotPasswordPage })
    .on('/reset-password', {
      ...privatePage('account'),
      load: (c) => renderNewPasswordPage(c, 'reset'),
    })
    .on('/activate-password', {
      ...privatePage('account'),
      load: (c) => renderNewPasswordPage(c, 'activate'),
    })
    // The subscription emails' preferences link: public, yet personal.
    .on('/email-preferences', { ...privatePage('account'), load: renderEmailPreferencesPage })
    // The back office answers on its own routes first; what it leaves is typed as an
    // account page, so it is never page-cached, and is not found.
    .on(
      [
        '/login/*',
        '/register/*',
        '/forgot-password/*',
        '/reset-password/*',
        '/activate-password/*',
        '/email-preferences/*',
        '/merchant/*',
        '/admin/*',
      ],
      { ...privatePage('account'), load: notFound },
    )
    .on('/extend', { ...privatePage('extendLanding'), load: renderExtendPage })
    .on('/extend/*', { ...privatePage('extendLanding'), load: notFound })
    .on('/mygift', { ...privatePage('claim-gift'), load: renderMyGiftPage })
    .on('/mygift/*', { ...privatePage('claim-gift'), load: (c) => redirectToMyGift(c, 302) })
    .on('/claim-gift/*', { ...privatePage('claim-gift'), load: (c) => redirectToMyGift(c, 301) })
    .on('/page/*', { ...OTHER, load: (c, { path }) => staticPage(c, path) })
