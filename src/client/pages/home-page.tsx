import { css } from '@linaria/core'
import { Suspense, use } from 'react'
import type { DealSummary } from '../../shared/schemas/deal'
import { container } from '../../themes/global-styles'
import { mq } from '../../themes/media'
import { DealGrid } from '../components/deal-card/deal-grid'
import { DealGridSkeleton } from '../components/deal-card/deal-grid-skeleton'
import { MainDeal } from '../components/deal-card/main-deal'

export interface HomeFeed {
  mainDeal: DealSummary | null
  deals: DealSummary[]
}

export interface HomePageProps {
  locationName: string
  /** Deferred data (CONVENTIONS, after Hydrogen): streamed under Suspense, never awaited first. */
  feed: Promise<HomeFeed>
}

const page = css`
  display: grid;
  gap: 24px;
  padding-block: 20px 8px;
  ${mq.md} {
    padding-block: 28px 16px;
  }
`

const intro = css`
  h1 {
    margin: 0 0 4px;
    font-size: 28px;
    ${mq.md} {
      font-size: 36px;
    }
  }
  p {
    margin: 0;
    color: var(--color-muted-text);
  }
`

/** A location's homepage. The heading and shell stream at once; the feed fills in when it
 * arrives, with skeleton cards meanwhile. */
export function HomePage({ locationName, feed }: HomePageProps) {
  return (
    <div className={`${container} ${page}`}>
      <div className={intro}>
        <h1>Deals in {locationName}</h1>
        {/* Marketing copy from storefront §1. */}
        <p>Save up to 80% on local deals and up to 50% on travel.</p>
      </div>
      <Suspense fallback={<DealGridSkeleton count={6} />}>
        <HomeFeedSection feed={feed} locationName={locationName} />
      </Suspense>
    </div>
  )
}

function HomeFeedSection({ feed, locationName }: HomePageProps) {
  const { mainDeal, deals } = use(feed)
  return (
    <>
      {mainDeal ? <MainDeal deal={mainDeal} /> : null}
      <section aria-labelledby="deals-heading">
        <h2 id="deals-heading">{mainDeal ? `More deals in ${locationName}` : 'Top deals'}</h2>
        <DealGrid deals={deals} priorityCount={mainDeal ? 0 : 3} />
      </section>
    </>
  )
}
