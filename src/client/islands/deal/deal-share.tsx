import { css } from '@linaria/core'
import type { MouseEvent } from 'react'
import { SHARE_POPUP } from '../../../shared/config/constants'

export interface ShareLink {
  network: 'facebook' | 'x' | 'whatsapp' | 'email'
  label: string
  href: string
}

export interface DealShareProps {
  links: ShareLink[]
}

const list = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 8px 16px;
    border: 1px solid var(--color-border);
    border-radius: 999px;
    background: var(--color-surface);
    color: var(--color-text);
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    border-color: var(--color-primary);
  }
`

// Facebook and X share in a small window beside the deal (§9 'Share popup 550 by 600');
// WhatsApp hands over to the app and email to the mail client, so those stay plain links.
const POPUP_NETWORKS = new Set<ShareLink['network']>(['facebook', 'x'])

function openPopup(event: MouseEvent<HTMLAnchorElement>, link: ShareLink) {
  if (!POPUP_NETWORKS.has(link.network) || event.metaKey || event.ctrlKey || event.shiftKey) return
  const { width, height } = SHARE_POPUP
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2))
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2))
  const popup = window.open(
    link.href,
    `share-${link.network}`,
    `popup,width=${width},height=${height},left=${left},top=${top}`,
  )
  // A blocked popup returns null: the link then opens as usual, in a new tab.
  if (!popup) return
  popup.opener = null
  event.preventDefault()
}

/** Island 'deal-share': Facebook, X, WhatsApp and email share links (§9). They are real links
 * that work without script; once hydrated, Facebook and X open in a 550×600 popup. */
export function DealShare({ links }: DealShareProps) {
  return (
    <ul className={list}>
      {links.map((link) => (
        <li key={link.network}>
          <a
            href={link.href}
            data-share={link.network}
            {...(link.network === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
            onClick={(event) => openPopup(event, link)}
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  )
}
