import type { Context } from 'hono'
import { ExtendPage } from '../../../client/pages/extend-page'
import { loginRedirectPath } from '../../../shared/domain/account/protected-pages'
import { VOUCHER_EXTENSION_MONTHS } from '../../../shared/domain/checkout/order-addon'
import { EXTENSION_FEE_MAX, EXTENSION_FEE_MIN } from '../../../shared/domain/refund/extension'
import { formatMoney } from '../../../shared/format/money'
import type { AppEnv } from '../../http/app-env'
import { extendableVouchers } from '../../services/orders/extendable-vouchers'
import { renderInShell } from './page-context'

const PATH = '/extend'

/** /extend, the voucher-extension landing (storefront §2 extendLanding). Open to everyone: a
 * signed-out shopper reads what an extension is and is asked to sign in; a signed-in one picks a
 * voucher, soonest expiry first, and goes on through the extension add-on (VVE) and its
 * checkout, priced by extensionFee like /order-addon. Personal, so never page-cached. */
export async function renderExtendPage(c: Context<AppEnv>) {
  c.set('cacheIntent', 'private')
  const user = await c.var.session.user()
  const vouchers = user
    ? (await extendableVouchers(c.env.DB, c.get('brand').timeZone, user.id, null)).sort((a, b) =>
        a.expiresAt.localeCompare(b.expiresAt),
      )
    : null
  const { currency } = c.get('brand')
  return renderInShell(c, {
    meta: {
      canonicalPath: PATH,
      title: 'Extend your voucher',
      description: `Need more time? Extend a voucher by ${VOUCHER_EXTENSION_MONTHS} months for a small fee.`,
    },
    body: (
      <ExtendPage
        brand={c.get('brand').id}
        vouchers={vouchers}
        extensionMonths={VOUCHER_EXTENSION_MONTHS}
        feeFrom={formatMoney(EXTENSION_FEE_MIN, currency, { alwaysPence: true })}
        feeTo={formatMoney(EXTENSION_FEE_MAX, currency, { alwaysPence: true })}
        loginHref={loginRedirectPath(PATH)}
        registerHref={`/register?${new URLSearchParams({ redirect: PATH })}`}
      />
    ),
  })
}
