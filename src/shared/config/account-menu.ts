import type { Brand } from './brands'

export interface AccountMenuItem {
  id: string
  label: string
  href: string
}

export type MenuBrand = Pick<Brand, 'family' | 'countryCode'>

export type AccountMenuInput = {
  /** The site's facts the menu depends on (not its id: the header island gets them as props
   * and so ships no brand list). */
  brand: MenuBrand
  vipUser: boolean
  /** The account area's side menu; the header's drop-down is the short one. */
  extended: boolean
}

const item = (id: string, label: string, href: string): AccountMenuItem => ({ id, label, href })

const VOUCHERS = (label: string) => item('vouchers', label, '/myaccount/vouchers')
const REWARDS = item('vip-rewards', 'My Rewards', '/myaccount/vip-rewards')
const PROFILE = item('profile', 'Account details', '/myaccount/profile')
const SUBSCRIPTIONS = item('subscriptions', 'Subscriptions', '/myaccount/subscriptions')
const WALLET = item('wallet', 'Wallet', '/myaccount/wallet')
const CLUB = item('club', 'Club', '/myaccount/rewards')
const REFER = item('refer-a-friend', 'Refer a friend', '/myaccount/refer-a-friend')
const REDEEM = item('giftcard-redeem', 'Redeem a gift card', '/giftcard/redeem')
const CLAIM = item('claim-gift', 'Claim a gift', '/mygift')
const MERCHANT = item('merchant', 'Become a merchant', '/page/businessfaq')

/** The account menu of transactions §2, per site. Main brand: "My {product}s, My Rewards (VIP
 * only), account details, Subscriptions, Wallet, Club, Refer a friend (extended menu only), Redeem
 * a gift card, Claim a gift, Become a merchant". Irish site: "no Rewards or Club; has Refer a
 * friend" (so in both menus). Sister brand: "vouchers, account details, subscriptions, wallet,
 * gift card redeem, claim a gift".
 * @example accountMenu({ brand: BRANDS.livingsocial, vipUser: false, extended: true }).length === 6 */
export function accountMenu({ brand, vipUser, extended }: AccountMenuInput): AccountMenuItem[] {
  // §2: the sister brand's menu is the short one; the main brand's Irish site has no club or
  // rewards, and always shows Refer a friend.
  if (brand.family === 'sister') {
    return [VOUCHERS('My vouchers'), PROFILE, SUBSCRIPTIONS, WALLET, REDEEM, CLAIM]
  }
  if (brand.countryCode === 'ie') {
    return [VOUCHERS('My Dealios'), PROFILE, SUBSCRIPTIONS, WALLET, REFER, REDEEM, CLAIM, MERCHANT]
  }
  return [
    VOUCHERS('My Dealios'),
    ...(vipUser ? [REWARDS] : []),
    PROFILE,
    SUBSCRIPTIONS,
    WALLET,
    CLUB,
    ...(extended ? [REFER] : []),
    REDEEM,
    CLAIM,
    MERCHANT,
  ]
}

/** Pages of the account area that are not in the §2 menu but live beside it. */
export const ACCOUNT_SETTINGS_LINKS: readonly AccountMenuItem[] = [
  item('password', 'Change password', '/myaccount/password'),
  item('delete', 'Delete account', '/myaccount/delete'),
]
