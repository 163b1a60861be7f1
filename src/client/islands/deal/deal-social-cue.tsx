import { css } from '@linaria/core'
import { socialCueMessage } from '../../../shared/domain/deal/social-cue'
import { useRead } from '../../api/swr'
import { readRouteOrNull, readUrl } from '../../api/typed-read'

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
  // Timed and retried (§7, §9); a failure is logged and shows nothing (§8).
  const place = { params: { id: dealId } }
  const { data: counts } = useRead(readUrl('GET /deal/:id/social-cue', place), () =>
    readRouteOrNull('GET /deal/:id/social-cue', place, { retry: true, maxRetries: 4 }),
  )
  const message = counts ? socialCueMessage(counts) : null
  return message ? (
    <p className={cue} data-testid="social-cue">
      {message}
    </p>
  ) : null
}
