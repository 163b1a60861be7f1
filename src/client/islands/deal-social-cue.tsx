import { css } from '@linaria/core'
import { useEffect, useState } from 'react'
import { DEFAULT_HTTP_TIMEOUT_MS } from '../../shared/config/constants'
import { socialCueMessage, type SocialCueCounts } from '../../shared/domain/deal/social-cue'

export interface DealSocialCueProps {
  dealId: number
}

const cue = css`
  margin: 12px 0 0;
  padding-left: 10px;
  border-left: 4px solid var(--color-accent);
  font-weight: 700;
`

/** Island 'deal-social-cue': after load, how many bought the deal lately (§8 wording). Counts
 * change by the minute and the page is cached, so they are never rendered by the server; a
 * failed call, or nobody buying, shows nothing (§8: such failures are swallowed). */
export function DealSocialCue({ dealId }: DealSocialCueProps) {
  const [message, setMessage] = useState<string | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), DEFAULT_HTTP_TIMEOUT_MS)
    fetch(`/api/v1/deal/${dealId}/social-cue`, {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
      signal: controller.signal,
    })
      .then((res) => (res.ok ? (res.json() as Promise<SocialCueCounts | null>) : null))
      .then((counts) => setMessage(counts ? socialCueMessage(counts) : null))
      .catch(() => undefined)
      .finally(() => clearTimeout(timer))
    return () => controller.abort()
  }, [dealId])
  return message ? (
    <p className={cue} data-testid="social-cue">
      {message}
    </p>
  ) : null
}
