import { css } from '@linaria/core'
import { useState, type MouseEvent } from 'react'
import { SHARE_POPUP } from '../../../shared/config/constants'

export interface ShareLink {
  network: 'facebook' | 'x' | 'whatsapp' | 'email'
  label: string
  href: string
}

export interface DealShareProps {
  links: ShareLink[]
  /** The deal's public URL and headline, for the device's share sheet or the clipboard. */
  shareUrl: string
  headline: string
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
  a:hover,
  button:hover {
    border-color: var(--color-primary);
  }
  button {
    min-height: 44px;
    padding: 8px 16px;
    border: 1px solid var(--color-border);
    border-radius: 999px;
    background: var(--color-surface);
    color: var(--color-text);
    font: inherit;
    font-weight: 600;
    cursor: pointer;
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

type Shared = 'shared' | 'copied' | 'failed' | null

/** The device's share sheet where there is one (phones), else the link onto the clipboard. A
 * closed sheet (AbortError) is no failure and says nothing. */
async function shareOrCopy(url: string, title: string): Promise<Shared> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url })
      return 'shared'
    } catch (error) {
      if ((error as Error).name === 'AbortError') return null
    }
  }
  try {
    await navigator.clipboard.writeText(url)
    return 'copied'
  } catch {
    return 'failed'
  }
}

const STATUS: Record<Exclude<Shared, null>, string> = {
  shared: '',
  copied: 'Link copied',
  failed: 'Could not copy the link',
}

/** Island 'deal-share': a Share button (the device's share sheet, or copy the link, announced
 * as "Link copied"), then Facebook, X, WhatsApp and email share links (§9). The links work
 * without script; once hydrated, Facebook and X open in a 550×600 popup. */
export function DealShare({ links, shareUrl, headline }: DealShareProps) {
  const [status, setStatus] = useState('')
  return (
    <ul className={list}>
      <li>
        <button
          type="button"
          data-share="device"
          onClick={async () => {
            setStatus('')
            const result = await shareOrCopy(shareUrl, headline)
            if (result) setStatus(STATUS[result])
          }}
        >
          Share link
        </button>{' '}
        <span role="status">{status}</span>
      </li>
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
