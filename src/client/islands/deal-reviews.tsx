import { css } from '@linaria/core'
import { useEffect, useState } from 'react'
import { logFailure, resilientFetch } from '../api/resilient-fetch'
import type { DealReview, DealReviewsResponse } from '../../shared/schemas/feed'

export interface DealReviewsProps {
  dealId: number
  /** The first page, rendered by the server so the page shows reviews without script. */
  reviews: DealReview[]
  total: number
  pageSize: number
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

/** A page of reviews from the API (`DealReviewsResponse`, checked by shape since islands do
 * not ship zod), or null when the answer is not one. */
function readReviews(body: unknown): Pick<DealReviewsResponse, 'reviews' | 'nomore'> | null {
  const page = body as Partial<DealReviewsResponse> | null
  return Array.isArray(page?.reviews)
    ? { reviews: page.reviews, nomore: page.nomore === true }
    : null
}

function reviewDate(iso: string, timeZone: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone }).format(date)
}

/** Island 'deal-reviews': the newest reviews, 10 a page (§9), with 'Show more reviews' fetching
 * the next page from the API. Pages are 0-based like every page parameter (§5). */
export function DealReviews(props: DealReviewsProps) {
  const [reviews, setReviews] = useState(props.reviews)
  const [page, setPage] = useState(0)
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle')
  const [exhausted, setExhausted] = useState(false)
  const [enhanced, setEnhanced] = useState(false)
  useEffect(() => setEnhanced(true), [])

  async function showMore() {
    if (status === 'loading') return
    setStatus('loading')
    const url = `/api/v1/deal/${props.dealId}/reviews?page=${page + 1}`
    try {
      // The shopper is waiting: timed, and retried only after §9's first two delays.
      const next = readReviews(await resilientFetch(url, { retry: true, maxRetries: 2 }))
      if (!next) throw new Error('Empty response from server')
      const known = new Set(reviews.map((review) => review.id))
      setReviews([...reviews, ...next.reviews.filter((review) => !known.has(review.id))])
      setPage(page + 1)
      // The API says when that was the last page, whatever the total was when this was cached.
      setExhausted(next.nomore || next.reviews.length < props.pageSize)
      setStatus('idle')
    } catch (err) {
      logFailure(err, url)
      setStatus('error')
    }
  }

  const hasMore = reviews.length < props.total && !exhausted
  return (
    <>
      <ul className={list} aria-busy={status === 'loading'}>
        {reviews.map((review) => {
          const rating = Math.min(5, Math.max(0, Math.round(review.rating)))
          return (
            <li key={review.id}>
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
        {status === 'error' ? "Sorry, we couldn't load more reviews. Please try again." : ''}
      </p>
      {enhanced && hasMore ? (
        <button type="button" className={more} onClick={showMore} aria-busy={status === 'loading'}>
          {status === 'loading' ? 'Loading reviews…' : 'Show more reviews'}
        </button>
      ) : null}
    </>
  )
}
