import { css, cx } from '@linaria/core'
import { useEffect, useRef, useState } from 'react'
import {
  REVIEW_SORT_LABELS,
  REVIEW_SORTS,
  type ReviewSort,
} from '../../../shared/domain/review/review-rules'
import { logFailure } from '../../api/resilient-fetch'
import { readRoute, readUrl } from '../../api/typed-read'
import type { DealReview } from '../../../shared/schemas/feed'

export interface DealReviewsProps {
  dealId: number
  /** The first page, rendered by the server so the page shows reviews without script. */
  reviews: DealReview[]
  total: number
  pageSize: number
  /** The merchant's shown name, for 'All reviews for {merchant}'. */
  merchantName: string
  /** The brand's zone: the server and the browser must print the same date. */
  timeZone: string
}

const list = css`
  display: grid;
  gap: 16px;
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
  li {
    padding: 14px 16px;
    border: 1px solid var(--color-border);
    border-radius: 10px;
    background: var(--color-surface);
  }
  p {
    margin: 4px 0 0;
  }
`

const meta = css`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
  color: var(--color-muted-text);
  font-size: 14px;
`

const stars = css`
  color: var(--color-price);
  letter-spacing: 2px;
`

const more = css`
  min-height: 44px;
  padding: 8px 24px;
  border: 2px solid var(--color-primary);
  border-radius: 999px;
  background: var(--color-surface);
  font-weight: 700;
`

const problem = css`
  font-weight: 600;
`

const controls = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin: 0 0 16px;
  label {
    display: inline-flex;
    align-items: center;
    gap: 8px;
  }
  select {
    min-height: 44px;
    padding: 0 8px;
    border: 1px solid var(--color-border);
    border-radius: 8px;
    background: var(--color-surface);
    color: var(--color-text);
  }
`

const scopes = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  button {
    min-height: 44px;
    padding: 8px 16px;
    border: 1px solid var(--color-border);
    border-radius: 999px;
    background: var(--color-surface);
    color: var(--color-text);
  }
  button[aria-pressed='true'] {
    border-color: var(--color-primary);
    background: var(--color-primary);
    color: var(--color-primary-text);
    font-weight: 700;
  }
`

/** The controls that work only once hydrated: rendered by the server in their place but unseen
 * until then, so they hold their room from the first paint and the reviews and the sections under
 * them do not move down when they appear (CLS; an island may hydrate late, when scrolled to).
 * Without script they never work and take no room. Declared after the classes it overrides. */
const untilHydrated = css`
  visibility: hidden;
  @media (scripting: none) {
    display: none;
  }
`

function reviewDate(iso: string, timeZone: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone }).format(date)
}

interface Listing {
  sort: ReviewSort
  merchantWide: boolean
}

const reviewsPlace = (dealId: number, page: number, { sort, merchantWide }: Listing) => ({
  params: { id: dealId },
  query: { page, sortBy: sort, filterByDeal: merchantWide ? ('false' as const) : undefined },
})

/** Island 'deal-reviews': the deal's reviews, 10 a page (§9), newest first as the server
 * rendered them. Once live it offers the other orders (§7 'sortBy') and every review of the
 * merchant ('filterByDeal'), each read from the API from its first page; 'Show more reviews'
 * fetches the next. Pages are 0-based like every page parameter (§5). */
export function DealReviews(props: DealReviewsProps) {
  const [reviews, setReviews] = useState(props.reviews)
  const [total, setTotal] = useState(props.total)
  const [listing, setListing] = useState<Listing>({ sort: 'date', merchantWide: false })
  const [page, setPage] = useState(0)
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle')
  const [exhausted, setExhausted] = useState(false)
  const [enhanced, setEnhanced] = useState(false)
  // Only the latest request may fill the list: a slow answer for an older choice is dropped.
  const latest = useRef(0)
  useEffect(() => setEnhanced(true), [])

  async function load(next: Listing, nextPage: number) {
    const ticket = ++latest.current
    setStatus('loading')
    const place = reviewsPlace(props.dealId, nextPage, next)
    try {
      // The shopper is waiting: timed, and retried only after §9's first two delays.
      const answer = await readRoute('GET /deal/:id/reviews', place, { retry: true, maxRetries: 2 })
      if (ticket !== latest.current) return
      if (nextPage === 0) {
        setReviews(answer.reviews)
      } else {
        const known = new Set(reviews.map((review) => review.id))
        setReviews([...reviews, ...answer.reviews.filter((review) => !known.has(review.id))])
      }
      setTotal(answer.total)
      setListing(next)
      setPage(nextPage)
      // The API says when that was the last page, whatever the total was when this was cached.
      setExhausted(answer.nomore || answer.reviews.length < props.pageSize)
      setStatus('idle')
    } catch (err) {
      if (ticket !== latest.current) return
      logFailure(err, readUrl('GET /deal/:id/reviews', place))
      setStatus('error')
    }
  }

  function choose(next: Listing) {
    if (next.sort === listing.sort && next.merchantWide === listing.merchantWide) return
    setListing(next)
    void load(next, 0)
  }

  const hasMore = reviews.length < total && !exhausted
  return (
    <>
      <div className={cx(controls, !enhanced && untilHydrated)}>
        <div className={scopes} role="group" aria-label="Which reviews">
          <button
            type="button"
            aria-pressed={!listing.merchantWide}
            onClick={() => choose({ ...listing, merchantWide: false })}
          >
            This deal
          </button>
          <button
            type="button"
            aria-pressed={listing.merchantWide}
            onClick={() => choose({ ...listing, merchantWide: true })}
          >
            All reviews for {props.merchantName}
          </button>
        </div>
        <label>
          Sort by
          <select
            value={listing.sort}
            onChange={(event) => choose({ ...listing, sort: event.target.value as ReviewSort })}
          >
            {REVIEW_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {REVIEW_SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {reviews.length === 0 && status === 'idle' ? (
        <p data-testid="reviews-empty">No reviews here yet.</p>
      ) : null}
      <ul className={list} aria-busy={status === 'loading'} data-testid="review-list">
        {reviews.map((review) => {
          const rating = Math.min(5, Math.max(0, Math.round(review.rating)))
          return (
            <li key={review.id} data-rating={rating}>
              <div className={meta}>
                <span className={stars} role="img" aria-label={`Rated ${rating} out of 5`}>
                  {'★'.repeat(rating)}
                  {'☆'.repeat(5 - rating)}
                </span>
                <strong>{review.authorFirstName}</strong>
                <time dateTime={review.createdAt}>
                  {reviewDate(review.createdAt, props.timeZone)}
                </time>
              </div>
              <p>{review.body}</p>
            </li>
          )
        })}
      </ul>
      <p role="status" className={problem} aria-live="polite">
        {status === 'error' ? "Sorry, we couldn't load these reviews. Please try again." : ''}
        {status === 'loading' ? 'Loading reviews…' : ''}
      </p>
      {hasMore ? (
        <button
          type="button"
          className={cx(more, !enhanced && untilHydrated)}
          onClick={() => status !== 'loading' && void load(listing, page + 1)}
          aria-busy={status === 'loading'}
        >
          {status === 'loading' ? 'Loading reviews…' : 'Show more reviews'}
        </button>
      ) : null}
    </>
  )
}
