import type { Context } from 'hono'
import type { ReactNode } from 'react'
import { Island } from '../../../client/islands/island'
import { WalletPanel } from '../../../client/islands/wallet/wallet-panel'
import { AccountLayout } from '../../../client/pages/account/account-layout'
import { accountMenu } from '../../../shared/config/account-menu'
import type { AppEnv } from '../../http/app-env'
import { loginRedirectPath } from '../../../shared/domain/account/protected-pages'
import { renderInShell } from './page-context'

/** /myaccount/wallet (transactions §2): the island loads the wallet itself (§7's 40 s call). */
export const walletPage = {
  title: 'Wallet',
  body: () => <Island name="wallet-panel" component={WalletPanel} props={{}} />,
}

/** A page of the account area outside /myaccount (/giftcard/redeem, /mygift): personal, so
 * signed-out visitors go to login and come back here, and nothing is page-cached. */
export async function renderAccountAreaPage(
  c: Context<AppEnv>,
  options: { path: string; title: string; body: ReactNode },
) {
  c.set('cacheIntent', 'private')
  if (!(await c.var.session.user())) return c.redirect(loginRedirectPath(options.path), 302)
  const menu = accountMenu({ brand: c.get('brand'), vipUser: false, extended: true })
  return renderInShell(c, {
    meta: { canonicalPath: options.path, title: options.title, robots: 'NOINDEX, NOFOLLOW' },
    body: (
      <AccountLayout menu={menu} path={options.path} title={options.title}>
        {options.body}
      </AccountLayout>
    ),
  })
}
