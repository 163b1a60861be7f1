import { useEffect, useState } from 'react'
import { accountMenu, type MenuBrand } from '../../../shared/config/account-menu'
import { HEADER_HOVER_DELAY_MS } from '../../../shared/config/constants'
import { toastPendingNotice } from '../../api/account-notice'
import { useUser } from '../../api/session-check'
import { forgetOfflineVouchers } from '../../vouchers/forget-offline-vouchers'
import { ChevronIcon, UserIcon } from './icons'
import { usePopup } from './use-popup'
import * as s from './account-menu.styles'

export interface AccountMenuProps {
  brand: MenuBrand
  /** /login?redirect=<this page>, so signing in comes back here (§4 'Post-login redirect'). */
  loginHref: string
}

const MENU_ID = 'header-account-menu'

/** Island 'account-menu' in the header. Signed out (and in the server's HTML, which caches
 * share): a 'Sign in' link. Once the session check says signed in: the first name, opening the
 * site's account menu (transactions §2) with 'Log out'. Same pop-up rules as the header items. */
export function AccountMenu({ brand, loginHref }: AccountMenuProps) {
  const user = useUser()
  const popup = usePopup<HTMLDivElement>({ hoverDelayMs: HEADER_HOVER_DELAY_MS })
  const [busy, setBusy] = useState(false)
  // A notice left by the page before a reload (signed out, account deleted) shows as a toast.
  useEffect(() => toastPendingNotice(), [])

  if (!user.isAuthenticated) {
    return (
      <a href={loginHref}>
        <UserIcon />
        Sign in
      </a>
    )
  }

  // Raw fetch, not callRoute: this island ships in the entry, and callRoute would
  // put its transport (~0.5 KB gz) on every anonymous page, over the JS budget. A failed
  // logout still reloads, and the page then shows whatever the session really is.
  const logOutAndReload = async () => {
    setBusy(true)
    await fetch('/api/v1/customer/logout', { method: 'POST', credentials: 'same-origin' }).catch(
      () => undefined,
    )
    await forgetOfflineVouchers()
    window.location.reload()
  }

  return (
    <div ref={popup.rootRef} className={s.root} {...popup.rootProps}>
      <button
        ref={popup.buttonRef}
        type="button"
        className={s.toggle}
        aria-expanded={popup.open}
        aria-controls={MENU_ID}
        onClick={popup.toggle}
      >
        <UserIcon />
        <span>{user.username || 'My account'}</span>
        <ChevronIcon direction="down" />
      </button>
      <ul id={MENU_ID} className={s.menu} hidden={!popup.open} aria-label="Your account">
        {accountMenu({ brand, vipUser: user.vipUser, extended: false }).map((item) => (
          <li key={item.id}>
            <a href={item.href}>{item.label}</a>
          </li>
        ))}
        <li>
          <button type="button" disabled={busy} onClick={() => void logOutAndReload()}>
            {busy ? 'Logging out…' : 'Log out'}
          </button>
        </li>
      </ul>
    </div>
  )
}
