import { BUY_AGAIN_PAGE_SIZE } from '../../../shared/config/constants'
import { useRead } from '../../api/swr'
import { Rail, railTrackId } from '../../components/rails/rail'
import { routeResponseOrNull, readUrl } from '../../api/typed-read'
import { RAIL_READ, readRailDeals } from '../../components/rails/rail-deals'
import { usePageLoaded } from '../../components/rails/use-page-loaded'
import { RailButtons } from './rail-buttons'

const RAIL_ID = 'rail-buy-again'
const TITLE = 'Buy again'

/** Island 'rail-buy-again': deals the signed-in customer bought before (§3 'Home-page rails',
 * §9 buy-again page size 10). Personal, so never in the cached page: it asks after load, and
 * the answer for a visitor without a session is an empty list, which shows no rail. */
export function RailBuyAgain() {
  const loaded = usePageLoaded()
  const place = { query: { page: 0, pageSize: BUY_AGAIN_PAGE_SIZE } }
  const { data } = useRead(loaded ? readUrl('GET /buy-again', place) : null, async () =>
    readRailDeals(await routeResponseOrNull('GET /buy-again', place, RAIL_READ)),
  )
  const deals = data ?? []

  return (
    <Rail
      id={RAIL_ID}
      title={TITLE}
      deals={deals}
      buttons={<RailButtons trackId={railTrackId(RAIL_ID)} title={TITLE} />}
    />
  )
}
