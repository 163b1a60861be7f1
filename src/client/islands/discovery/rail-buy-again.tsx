import { useEffect, useState } from 'react'
import { BUY_AGAIN_PAGE_SIZE } from '../../../shared/config/constants'
import type { DealSummary } from '../../../shared/schemas/deal'
import { afterPageLoad } from '../../components/rails/after-page-load'
import { Rail, railTrackId } from '../../components/rails/rail'
import { fetchRailDeals } from '../../components/rails/rail-deals'
import { RailButtons } from './rail-buttons'

const RAIL_ID = 'rail-buy-again'
const TITLE = 'Buy again'

/** Island 'rail-buy-again': deals the signed-in customer bought before (§3 'Home-page rails',
 * §9 buy-again page size 10). Personal, so never in the cached page: it asks after load, and
 * the answer for a visitor without a session is an empty list, which shows no rail. */
export function RailBuyAgain() {
  const [deals, setDeals] = useState<DealSummary[]>([])

  useEffect(() => {
    let live = true
    const cancel = afterPageLoad(() => {
      void fetchRailDeals(`/api/v1/buy-again?page=0&pageSize=${BUY_AGAIN_PAGE_SIZE}`).then(
        (loaded) => {
          if (live && loaded) setDeals(loaded)
        },
      )
    })
    return () => {
      live = false
      cancel()
    }
  }, [])

  return (
    <Rail
      id={RAIL_ID}
      title={TITLE}
      deals={deals}
      buttons={<RailButtons trackId={railTrackId(RAIL_ID)} title={TITLE} />}
    />
  )
}
