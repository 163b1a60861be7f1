import { css } from '@linaria/core'
import type { DealSummary } from '../../../shared/schemas/deal'
import { DealGrid } from '../../components/deal-card/deal-grid'
import * as s from '../../components/listing/listing.styles'
import { adIdsAttribute } from '../../tracking/ad-ids'

const sponsored = css`
  padding: 12px;
  border: 1px solid var(--color-border);
  border-radius: 12px;
  background: var(--color-surface);
  h2 {
    margin: 0 0 8px;
    color: var(--color-muted-text);
    font-size: 13px;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
`

/** 'Did you mean … ?' when no deal matched as typed but a corrected spelling did (§3
 * searchResult.correctedQuery). The results shown are already the corrected ones. */
export function DidYouMean({ typed, corrected }: { typed: string; corrected: string }) {
  return (
    <p className={s.notice} data-testid="did-you-mean">
      No deals matched "{typed}". Did you mean{' '}
      <a href={`/search?q=${encodeURIComponent(corrected)}`}>
        <strong>{corrected}</strong>
      </a>
      ?
    </p>
  )
}

/** Paid placements, labelled as such above the organic results (§3 'sponsored'). */
export function SponsoredDeals({
  deals,
  ads = [],
  sessionId,
}: {
  deals: DealSummary[]
  ads?: { adId: number; dealId: number }[]
  sessionId: string
}) {
  if (deals.length === 0) return null
  // The tracking chunk reads these to report sponsored impressions and clicks (storefront §7
  // 'ad tracking'); the deal cards themselves stay the same.
  return (
    <section
      className={sponsored}
      aria-labelledby="sponsored-heading"
      data-testid="sponsored"
      data-ad-session={sessionId}
      data-ad-ids={adIdsAttribute(ads)}
    >
      <h2 id="sponsored-heading">Sponsored</h2>
      <DealGrid deals={deals.slice(0, 3)} />
    </section>
  )
}
