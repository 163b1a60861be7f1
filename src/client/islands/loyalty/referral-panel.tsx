import { minorToDecimal } from '../../../shared/domain/money/minor-to-decimal'
import { css } from '@linaria/core'
import { useState } from 'react'
import type { ShareChannel } from '../../../shared/domain/referral/referral-config'
import type { ReferralSummary } from '../../../shared/schemas/referral'
import { showToast } from '../../components/toast/toast-store'

export interface ReferralPanelProps {
  summary: ReferralSummary
}

const panel = css`
  display: grid;
  gap: 16px;
  .banner {
    margin: 0;
    padding: 16px;
    border-radius: 12px;
    background: var(--color-primary);
    color: var(--color-primary-text);
    font-size: 1.4rem;
    font-weight: 700;
  }
  .link {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  input {
    flex: 1 1 260px;
    min-height: 44px;
    padding: 8px 12px;
    border: 2px solid var(--color-border);
    border-radius: 8px;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a,
  button {
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
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 4px 16px;
    margin: 0;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`

const money = (minor: number, currency: ReferralSummary['currency']) =>
  `${currency === 'EUR' ? '€' : '£'}${minorToDecimal(minor)}`

/** Counts a share (§3 'links shared'); a lost count must never get in the way of sharing. Raw
 * fetch, not callRoute: it needs keepalive, so the count survives the share link's navigation. */
const countShare = (channel: ShareChannel) =>
  fetch('/api/v1/customer/referral/share', {
    method: 'POST',
    credentials: 'same-origin',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ channel }),
  }).catch(() => undefined)

const NETWORKS = [
  ['facebook', 'Facebook'],
  ['x', 'X'],
  ['whatsapp', 'WhatsApp'],
  ['email', 'Email'],
] as const

/** Island 'referral-panel': the §9 banner, the personal link with copy-link, the §1 share
 * networks, and the stats. The share links work without script; once hydrated each also counts
 * the share. */
export function ReferralPanel({ summary }: ReferralPanelProps) {
  const [shared, setShared] = useState(summary.stats.linksShared)
  const share = (channel: ShareChannel) => {
    setShared((count) => count + 1)
    void countShare(channel)
  }
  async function copyLink() {
    try {
      await navigator.clipboard.writeText(summary.link)
      showToast('Link copied', { tone: 'success', testId: 'referral-copied' })
      share('copy')
    } catch {
      showToast('Copy the link from the box above', { tone: 'info' })
    }
  }
  const { stats } = summary
  return (
    <div className={panel} data-testid="referral-panel">
      <p className="banner">{summary.banner}</p>
      <p>{summary.copy}</p>
      <div className="link">
        <input readOnly aria-label="Your referral link" value={summary.link} />
        <button type="button" onClick={copyLink}>
          Copy link
        </button>
      </div>
      <ul>
        {NETWORKS.map(([channel, label]) => (
          <li key={channel}>
            <a
              href={summary.shareLinks[channel]}
              data-share={channel}
              {...(channel === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
              onClick={() => share(channel)}
            >
              {label}
            </a>
          </li>
        ))}
      </ul>
      <dl data-testid="referral-stats">
        <dt>Links shared</dt>
        <dd>{shared}</dd>
        <dt>Links opened</dt>
        <dd>{stats.linksOpened}</dd>
        <dt>Friends joined</dt>
        <dd>{stats.friendsJoined}</dd>
        <dt>Credit pending</dt>
        <dd>{money(stats.pendingCredit, summary.currency)}</dd>
        <dt>Credit earned</dt>
        <dd>{money(stats.earnedCredit, summary.currency)}</dd>
      </dl>
    </div>
  )
}
