import { css } from '@linaria/core'
import { useEffect, useState } from 'react'
import { socialCueMessage, type SocialCueCounts } from '../../../shared/domain/deal/social-cue'
import { fetchOrNull } from '../../api/resilient-fetch'

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
    // Timed and retried (§7, §9); a failure is logged and shows nothing (§8).
    void fetchOrNull(`/api/v1/deal/${dealId}/social-cue`, {
      retry: true,
      maxRetries: 4,
      signal: controller.signal,
    }).then((counts) => {
      if (!controller.signal.aborted) {
        setMessage(counts ? socialCueMessage(counts as SocialCueCounts) : null)
      }
    })
    return () => controller.abort()
  }, [dealId])
  return message ? (
    <p className={cue} data-testid="social-cue">
      {message}
    </p>
  ) : null
}
