import { css } from '@linaria/core'
import { useEffect, useRef, useState } from 'react'
import type { DealSummary } from '../../../shared/schemas/deal'
import { visuallyHidden } from '../../../themes/global-styles'
import { mq } from '../../../themes/media'
import { DealCard } from '../../components/deal-card/deal-card'
import { VipViewerContext } from '../../components/deal-card/vip-viewer'
import { useUser } from '../../api/session-check'
import * as grid from '../../components/deal-card/deal-grid.styles'
import {
  dealListReducer,
  initialDealListState,
  type DealListState,
} from '../../../shared/domain/deal/deal-list-reducer'
import { pageOf } from '../../components/listing/listing-url'
import { logFailure, resilientFetch } from '../../api/resilient-fetch'

/** Retries before the button offers 'Try again': the shopper is waiting, so only the first
 * delays of §9's list (150, 250 ms) are spent. */
const LOAD_MORE_RETRIES = 2

export interface LoadMoreProps {
  /** JSON of the next page (the API's nextPageUrl); null when there is none. */
  nextPageUrl: string | null
  /** The next page as a page of this site, for visitors without script and for crawlers. */
  nextHref: string | null
  nomore: boolean
  pageSize: number
  /** The last deal the server listed: the §3 lastId the first appended page follows. */
  lastId: number | null
  page: number
}

const more = css`
  display: grid;
  justify-items: center;
  gap: 12px;
  & > ul:not(:empty) {
    justify-self: stretch;
  }
  /* Appended rows continue the server's grid: its row gap is 24 px from lg, the list's 16. */
  ${mq.lg} {
    & > ul:not(:empty) {
      margin-top: 8px;
    }
  }
`

const button = css`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  min-height: 46px;
  padding: 10px 28px;
  border: 2px solid var(--color-primary);
  border-radius: 999px;
  background: var(--color-surface);
  color: var(--color-text);
  font-weight: 700;
  text-decoration: none;
  &[aria-disabled='true'] {
    cursor: progress;
  }
`

const spinner = css`
  width: 18px;
  height: 18px;
  border: 3px solid var(--color-border);
  border-top-color: var(--color-primary);
  border-radius: 50%;
  animation: dealio-spin 0.8s linear infinite;
  @keyframes dealio-spin {
    to {
      transform: rotate(360deg);
    }
  }
`

const error = css`
  margin: 0;
  color: var(--color-text);
  font-weight: 600;
`

type Status = 'idle' | 'loading' | 'error'

/** A response is used only if it looks like a deal list: islands do not ship zod, and the
 * API validates on its way out, so a light shape check guards against an error page. */
function readPage(body: unknown): {
  deals: DealSummary[]
  nextPageUrl: string | null
  nomore: boolean
} {
  const value = body as { deals?: unknown; nextPageUrl?: unknown; nomore?: unknown } | null
  if (!value || !Array.isArray(value.deals)) throw new Error('Empty response from server')
  return {
    deals: value.deals as DealSummary[],
    nextPageUrl: typeof value.nextPageUrl === 'string' ? value.nextPageUrl : null,
    nomore: value.nomore === true,
  }
}

/** Island 'load-more' (§4 'Deal-list paging'): a real link to the next page that, once
 * hydrated, becomes a button fetching the next page's JSON and appending its cards here,
 * announcing them to screen readers. A failed fetch says so and offers a retry; the control
 * goes once there are no more deals. */
export function LoadMore(props: LoadMoreProps) {
  // Cards drawn after load show a member their VIP prices, as the server's cards do.
  const { vipUser } = useUser()
  // The §3 deal-list state of the deals appended here (the server rendered the first page).
  const [paging, setPaging] = useState<DealListState>({
    ...initialDealListState,
    ssr: true,
    lastId: props.lastId,
    lastPage: props.page,
    nomore: props.nomore || props.nextPageUrl === null,
  })
  // §4: "Next-page URL is absent when the previous page came back empty".
  const [nextPageUrl, setNextPageUrl] = useState(props.nextPageUrl)
  const [status, setStatus] = useState<Status>('idle')
  const [announcement, setAnnouncement] = useState('')
  const [enhanced, setEnhanced] = useState(false)
  const listRef = useRef<HTMLUListElement>(null)
  const firstNew = useRef(0)
  useEffect(() => setEnhanced(true), [])

  // When the control disappears its focus would drop to <body>; the first new card takes it.
  useEffect(() => {
    if (!paging.nomore || firstNew.current === 0) return
    listRef.current
      ?.querySelectorAll<HTMLAnchorElement>('h3 a')
      [paging.deals.length - firstNew.current]?.focus()
  }, [paging.nomore, paging.deals.length])

  async function load() {
    const url = nextPageUrl
    if (!url || status === 'loading') return
    setStatus('loading')
    setAnnouncement('Loading more deals…')
    try {
      const page = readPage(
        // Raw, not readRoute: the URL is the server's nextPageUrl, whatever route it names.
        await resilientFetch(url, { feed: true, retry: true, maxRetries: LOAD_MORE_RETRIES }),
      )
      const appended = dealListReducer(paging, {
        type: 'append-page',
        page: pageOf(url),
        deals: page.deals,
        pageSize: props.pageSize,
      })
      const next = { ...appended, nomore: appended.nomore || page.nomore || !page.nextPageUrl }
      const added = next.deals.length - paging.deals.length
      firstNew.current = added
      setPaging(next)
      setNextPageUrl(next.nomore ? null : page.nextPageUrl)
      setStatus('idle')
      setAnnouncement(
        added > 0
          ? `${added} more deal${added === 1 ? '' : 's'} loaded${next.nomore ? '. That is all of them.' : '.'}`
          : 'No more deals.',
      )
    } catch (err) {
      // Logged for us; the shopper gets the message below and a 'Try again' button (§8).
      logFailure(err, url)
      setStatus('error')
      setAnnouncement('')
    }
  }

  const label = status === 'loading' ? 'Loading…' : 'Load more deals'

  return (
    <div className={more} data-testid="load-more">
      <VipViewerContext value={vipUser}>
        <ul ref={listRef} className={grid.grid} aria-busy={status === 'loading'}>
          {paging.deals.map((deal) => (
            <li key={deal.id}>
              <DealCard deal={deal} />
            </li>
          ))}
        </ul>
      </VipViewerContext>
      <p role="status" aria-live="polite" className={visuallyHidden}>
        {announcement}
      </p>
      {status === 'error' ? (
        <p role="alert" className={error}>
          Sorry, we couldn&apos;t load more deals. Please check your connection and try again.
        </p>
      ) : null}
      {paging.nomore ? null : enhanced ? (
        <button
          type="button"
          className={button}
          onClick={load}
          aria-disabled={status === 'loading'}
          data-testid="load-more-button"
        >
          {status === 'loading' ? <span className={spinner} aria-hidden="true" /> : null}
          {status === 'error' ? 'Try again' : label}
        </button>
      ) : props.nextHref ? (
        <a href={props.nextHref} rel="next" className={button} data-testid="load-more-button">
          {label}
        </a>
      ) : null}
    </div>
  )
}
