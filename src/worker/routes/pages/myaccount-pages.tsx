import type { Context } from 'hono'
import type { ReactNode } from 'react'
import { Island } from '../../../client/islands/island'
import { AccountDeleteForm } from '../../../client/islands/account/account-delete-form'
import { AccountPasswordForm } from '../../../client/islands/account/account-password-form'
import { AccountProfileForm } from '../../../client/islands/account/account-profile-form'
import { AccountSubscriptionsForm } from '../../../client/islands/account/account-subscriptions-form'
import { AccountLayout } from '../../../client/pages/account/account-layout'
import { accountMenu, ACCOUNT_SETTINGS_LINKS } from '../../../shared/config/account-menu'
import type { AppEnv } from '../../http/app-env'
import { renderNotFound } from './not-found'
import { renderInShell } from './page-context'
import { referAFriendPage } from './refer-a-friend-page'
import { rewardsPage } from './rewards-page'
import { vipRewardsBody } from './vip-pages'
import { walletPage } from './wallet-pages'
import { isVipMember } from '../../services/vip/vip-membership'
import { clock } from '../../clock'

type Page = { title: string; body: (c: Context<AppEnv>) => Promise<ReactNode> | ReactNode }

/** Towns a user can pick for their profile and deals emails (not the national or travel feeds). */
/** The brand's local locations, for the location selects of the account and email pages. */
export async function localLocations(c: Context<AppEnv>) {
  const all = await c.var.services.catalog.listLocations(c.get('brand').countryCode)
  return all
    .filter((location) => location.kind === 'local')
    .map(({ shortName, name }) => ({ shortName, name }))
}

const PAGES: Record<string, Page> = {
  profile: {
    title: 'Account details',
    body: async (c) => (
      <Island
        name="account-profile-form"
        component={AccountProfileForm}
        props={{ countryCode: c.get('brand').countryCode, locations: await localLocations(c) }}
      />
    ),
  },
  password: {
    title: 'Change password',
    body: () => <Island name="account-password-form" component={AccountPasswordForm} props={{}} />,
  },
  delete: {
    title: 'Delete account',
    body: () => (
      <>
        <p>
          Deleting your account signs you out everywhere. Your name, email and contact details are
          removed straight away, and the rest of your account is deleted in full within 24 hours.
          Vouchers you have not used yet and wallet credit are lost.
        </p>
        <Island name="account-delete-form" component={AccountDeleteForm} props={{}} />
      </>
    ),
  },
  subscriptions: {
    title: 'Subscriptions',
    body: async (c) => (
      <Island
        name="account-subscriptions-form"
        component={AccountSubscriptionsForm}
        props={{ locations: await localLocations(c), defaultLocation: c.get('location').shortName }}
      />
    ),
  },
  wallet: walletPage,
  'vip-rewards': { title: 'My Rewards', body: vipRewardsBody },
  rewards: rewardsPage,
  'refer-a-friend': referAFriendPage,
}

/** One page of the account area (/myaccount/{name}, page type myaccount), behind the
 * protected-page middleware: the site's account menu and the page. */
export async function renderMyAccountPage(c: Context<AppEnv>, name: string) {
  const page = Object.hasOwn(PAGES, name) ? PAGES[name] : undefined
  if (!page) return renderNotFound(c)
  const path = `/myaccount/${name}`
  // The protected-pages middleware let only signed-in visitors this far.
  const user = await c.var.session.user()
  const vipUser = user ? await isVipMember(c.env.DB, user.id, clock.now()) : false
  const menu = accountMenu({ brand: c.get('brand'), vipUser, extended: true })
  const settings = name === 'profile' ? ACCOUNT_SETTINGS_LINKS : []
  return renderInShell(c, {
    meta: { canonicalPath: path, title: page.title, robots: 'NOINDEX, NOFOLLOW' },
    body: (
      <AccountLayout
        menu={menu}
        path={path}
        title={page.title}
        footer={
          settings.length > 0
            ? settings.map((link) => (
                <a key={link.id} href={link.href}>
                  {link.label}
                </a>
              ))
            : null
        }
      >
        {await page.body(c)}
      </AccountLayout>
    ),
  })
}
