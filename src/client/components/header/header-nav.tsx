import { cx } from '@linaria/core'
import { HEADER_HOVER_DELAY_MS } from '../../../shared/config/constants'
import { useUser } from '../../api/session-check'
import { container } from '../../../themes/global-styles'
import { ChevronIcon, CrownIcon } from './icons'
import type { HeaderNavLink } from './nav-links'
import { moreMenuTier, overflowTier } from './nav-overflow'
import { recordVipHubClick } from './record-vip-hub-click'
import { usePopup } from './use-popup'
import { useScrollArrows } from './use-scroll-arrows'
import * as s from './header-nav.styles'

export interface HeaderNavProps {
  links: HeaderNavLink[]
}

// Fixed, not useId: the island hydrates as its own root, where useId would differ from the
// id React generated inside the server's whole-document tree.
const MORE_MENU_ID = 'header-more-menu'

/** The header's link bar (island 'header-nav'). Below md it scrolls sideways with arrows;
 * from md the items past the visible count move into 'More +' (§2 'Header and navigation'). */
export function HeaderNav({ links }: HeaderNavProps) {
  const user = useUser()
  // §6: "A VIP marker icon shows to non-VIP users once the auth check has finished."
  const showVipMarker = user.isAuthCheckFinished && !user.vipUser
  const scroller = useScrollArrows<HTMLUListElement>()
  const more = usePopup<HTMLLIElement>({ hoverDelayMs: HEADER_HOVER_DELAY_MS })
  const moreTier = moreMenuTier(links.length)

  const item = (link: HeaderNavLink, className: string) => (
    <a
      href={link.href}
      className={className}
      aria-current={link.isActive ? 'page' : undefined}
      onClick={link.isVip ? recordVipHubClick : undefined}
    >
      {link.label}
      {link.isVip && showVipMarker ? <CrownIcon className={s.vipMarker} /> : null}
    </a>
  )

  return (
    <nav aria-label="Main" className={s.nav}>
      <div className={container}>
        <div className={s.barWrap}>
          <button
            type="button"
            className={cx(s.arrow, s.arrowLeft)}
            hidden={!scroller.canScrollLeft}
            // Pointer help only: Tab already scrolls each link into view, and an arrow that hides
            // as the bar reaches its end would drop the focus it had to the page.
            tabIndex={-1}
            aria-label="Scroll menu left"
            onClick={() => scroller.scroll(-1)}
          >
            <ChevronIcon direction="left" />
          </button>
          <ul
            ref={scroller.ref}
            className={s.bar}
            // Chromium scrolls a focused link into the bar only once it is wholly hidden; one
            // half under the edge or an arrow is not in view (WCAG 2.4.11), so bring it in.
            onFocus={(event) =>
              event.target.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })
            }
          >
            {links.map((link, index) => (
              <li key={link.id} className={s.inBarClass[overflowTier(index)] || undefined}>
                {item(link, s.link)}
              </li>
            ))}
            {moreTier > 0 ? (
              <li
                ref={more.rootRef}
                className={cx(s.moreItem, s.inMoreClass[moreTier])}
                {...more.rootProps}
              >
                <button
                  ref={more.buttonRef}
                  type="button"
                  className={s.link}
                  aria-expanded={more.open}
                  aria-controls={MORE_MENU_ID}
                  onClick={more.toggle}
                >
                  More +
                </button>
                <ul id={MORE_MENU_ID} className={s.moreMenu} hidden={!more.open}>
                  {links.map((link, index) => {
                    const tier = overflowTier(index)
                    return tier === 0 ? null : (
                      <li key={link.id} className={s.inMoreClass[tier]}>
                        {item(link, '')}
                      </li>
                    )
                  })}
                </ul>
              </li>
            ) : null}
          </ul>
          <button
            type="button"
            className={cx(s.arrow, s.arrowRight)}
            hidden={!scroller.canScrollRight}
            tabIndex={-1}
            aria-label="Scroll menu right"
            onClick={() => scroller.scroll(1)}
          >
            <ChevronIcon direction="right" />
          </button>
        </div>
      </div>
    </nav>
  )
}
