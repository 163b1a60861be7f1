import { css } from '@linaria/core'
import { dealSubtitle } from '../../../shared/domain/deal/deal-subtitle'
import type { DealSummary } from '../../../shared/schemas/deal'
import { mq } from '../../../themes/media'
import { DealMedia, SummaryPrice } from './deal-card-parts'
import { boughtLabel } from './deal-labels'
import * as card from './deal-card.styles'

const hero = css`
  /* At the top of its page and its largest picture: drawn at once, never sized by the stand-in
     height the other cards skip layout with (deal-card.styles.ts), which moved what is under
     it when the real card came in. */
  content-visibility: visible;
  ${mq.md} {
    flex-direction: row;
    & > :first-child {
      flex: 0 0 58%;
    }
    img {
      height: 100%;
    }
  }
`

const content = css`
  gap: 8px;
  padding: 16px 18px 20px;
  h2 {
    margin: 0;
    font-size: 24px;
    ${mq.lg} {
      font-size: 30px;
    }
  }
  h2 a {
    color: inherit;
    text-decoration: none;
  }
  h2 a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  ${mq.md} {
    justify-content: center;
    padding: 24px 28px;
  }
`

const title = css`
  margin: 0;
  color: var(--color-muted-text);
`

const cta = css`
  align-self: flex-start;
  margin-top: 8px;
  padding: 10px 22px;
  border-radius: 999px;
  background: var(--color-primary);
  color: var(--color-primary-text);
  font-weight: 700;
`

/** The feed's main deal: the same facts as a card, larger, image beside text from md. */
export function MainDeal({ deal }: { deal: DealSummary }) {
  const bought = boughtLabel(deal.totalBought)
  const subtitle = dealSubtitle(deal.title, deal.headline)
  return (
    <article className={`${card.card} ${hero}`} data-testid="main-deal" data-stock-deal={deal.id}>
      <DealMedia deal={deal} priority />
      <div className={`${card.body} ${content}`}>
        <h2>
          <a href={deal.urlPath}>{deal.headline}</a>
        </h2>
        <p className={card.location}>{deal.locationName}</p>
        {subtitle ? <p className={title}>{subtitle}</p> : null}
        <SummaryPrice deal={deal} />
        {bought ? <span className={card.bought}>{bought}</span> : null}
        {/* The heading link already covers the card; this only looks like a button. */}
        <span className={cta} aria-hidden="true">
          View deal
        </span>
      </div>
    </article>
  )
}
