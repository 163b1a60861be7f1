import { minorToDecimal } from '../../../shared/domain/money/minor-to-decimal'
import { css } from '@linaria/core'
import { useEffect, useId, useState, type FormEvent } from 'react'
import type { LoyaltySummary } from '../../../shared/schemas/loyalty'
import { callRoute } from '../../api/typed-call'
import { showToast } from '../../components/toast/toast-store'

export interface RewardsClubProps {
  summary: LoyaltySummary
}

/** §9 "Loyalty amounts shown in pounds with 2 decimals". */
const pounds = (minor: number) => `£${minorToDecimal(minor)}`

const panel = css`
  display: grid;
  gap: 16px;
  .badge {
    display: inline-block;
    padding: 4px 14px;
    border-radius: 999px;
    color: #fff;
    font-weight: 700;
  }
  /* §9 "level colours bronze, silver, gold, pink, platinum"; classes, not inline styles, which
     the CSP (style-src 'self') refuses. */
  .level-Pink {
    background: #c2185b;
  }
  .level-Bronze {
    background: #8c5a2b;
  }
  .level-Silver {
    background: #5f656b;
  }
  .level-Gold {
    background: #7a6000;
  }
  .level-Platinum {
    background: #3d4f63;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 4px 16px;
    margin: 0;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
  form {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
  }
  input {
    width: 8em;
    min-height: 44px;
    padding: 8px 12px;
    border: 2px solid var(--color-border);
    border-radius: 8px;
  }
  button {
    min-height: 44px;
    padding: 8px 20px;
    border: 0;
    border-radius: 999px;
    background: var(--color-primary);
    color: var(--color-primary-text);
    font-weight: 700;
  }
  button:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  ul {
    margin: 0;
    padding-left: 1.2em;
  }
`

/** Longer than a feed call: it moves money, and a retry reuses its key anyway. */
const EXCHANGE_TIMEOUT_MS = 15_000

const EXCHANGE_FAILED = 'Sorry, we could not exchange your points just now. Please try again later.'

/** Island 'rewards-club': the member's level, points and the §5 exchange. The server renders it
 * with the summary (no request on load); the form only works once hydrated, so its button is
 * disabled until then. */
export function RewardsClub({ summary: initial }: RewardsClubProps) {
  const id = useId()
  const [summary, setSummary] = useState(initial)
  const [points, setPoints] = useState('')
  const [error, setError] = useState('')
  const [sending, setSending] = useState(false)
  const [enhanced, setEnhanced] = useState(false)
  // One key per exchange the member means: a retry after a timeout reuses it, so the server
  // exchanges once; a new amount or a success starts a new one.
  const [key, setKey] = useState('')
  useEffect(() => setEnhanced(true), [])

  const newKey = () => {
    const fresh = crypto.randomUUID()
    setKey(fresh)
    return fresh
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    setSending(true)
    setError('')
    const result = await callRoute('POST /customer/loyalty/exchange/:points', {
      params: { points: points.trim() || '0' },
      headers: { 'idempotency-key': key || newKey() },
      signal: AbortSignal.timeout(EXCHANGE_TIMEOUT_MS),
    })
    setSending(false)
    if (!result.ok || !result.data) {
      setError(result.status === 422 && result.message ? result.message : EXCHANGE_FAILED)
      return
    }
    const { data } = result.data
    setSummary(data.summary)
    setPoints('')
    setKey('')
    showToast(`${data.exchangedPoints} points exchanged for ${pounds(data.credit)} credit`, {
      tone: 'success',
      testId: 'rewards-exchanged',
    })
  }

  return (
    <div className={panel} data-testid="rewards-club">
      <p>
        Your level:{' '}
        <span className={`badge level-${summary.currentLevel}`} data-testid="rewards-level">
          {summary.currentLevel}
        </span>
      </p>
      <dl>
        <dt>Points</dt>
        <dd data-testid="rewards-points">{summary.currentPoints}</dd>
        <dt>Lifetime points</dt>
        <dd>{summary.lifetimePoints}</dd>
        {summary.nextLevel && (
          <>
            <dt>Next level</dt>
            <dd>
              {summary.nextLevel.name}, {summary.pointsToNextLevel} points to go
            </dd>
          </>
        )}
      </dl>
      {summary.conversions.length > 0 && (
        <ul data-testid="rewards-conversions">
          {summary.conversions.map((conversion) => (
            <li key={conversion.level}>
              {`${summary.currentPoints} points = ${pounds(conversion.credit)} at the ${conversion.level} rate`}
            </li>
          ))}
        </ul>
      )}
      {summary.currentLevel === 'Pink' ? (
        <p>Reach Bronze to exchange your points for wallet credit.</p>
      ) : (
        <form onSubmit={submit} data-testid="rewards-exchange">
          <label htmlFor={`${id}-points`}>Points to exchange</label>
          <input
            id={`${id}-points`}
            type="number"
            inputMode="numeric"
            min={1}
            max={Math.max(1, summary.currentPoints)}
            value={points}
            onChange={(event) => {
              setPoints(event.target.value)
              setKey('')
            }}
          />
          <button type="submit" disabled={!enhanced || sending}>
            {sending ? 'Exchanging…' : 'Exchange'}
          </button>
          <p role="alert">{error}</p>
        </form>
      )}
      {summary.loyaltyActivityDescriptions.length > 0 && (
        <ul aria-label="Points history">
          {summary.loyaltyActivityDescriptions.map((activity, index) => (
            <li key={`${activity.createdAt}-${index}`}>
              {activity.createdAt.slice(0, 10).split('-').reverse().join('/')}:{' '}
              {activity.description} ({activity.points > 0 ? '+' : ''}
              {activity.points})
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
