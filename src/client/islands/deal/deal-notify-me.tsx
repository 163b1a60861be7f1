import { css } from '@linaria/core'
import { useEffect, useId, useState, type FormEvent } from 'react'
import type { BrandId } from '../../../shared/config/brands'
import { callRoute } from '../../api/typed-call'
import { DEFAULT_HTTP_TIMEOUT_MS } from '../../../shared/config/constants'

export interface DealNotifyMeProps {
  dealId: number
  brand: BrandId
}

const form = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 8px;
  label {
    flex-basis: 100%;
    font-weight: 600;
  }
  input {
    flex: 1 1 200px;
    min-height: 44px;
    padding: 8px 12px;
    border: 2px solid var(--color-border);
    border-radius: 8px;
    background: var(--color-surface);
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
  p {
    flex-basis: 100%;
    margin: 0;
    font-weight: 600;
  }
  p:empty {
    display: none;
  }
`

const SIGN_UP_ERROR =
  "Sorry, we couldn't sign you up for an alert just now. Please try again later."

type Status = 'idle' | 'sending' | 'done' | 'error'

/** Island 'deal-notify-me': the email sign-up of the out-of-stock state (§4 'out of stock with
 * notify-me'). It posts JSON, so it only works once hydrated: the button stays disabled until
 * then rather than posting the address somewhere that cannot read it. */
export function DealNotifyMe({ dealId, brand }: DealNotifyMeProps) {
  const id = useId()
  const [email, setEmail] = useState('')
  const [status, setStatus] = useState<Status>('idle')
  const [error, setError] = useState('')
  const [enhanced, setEnhanced] = useState(false)
  useEffect(() => setEnhanced(true), [])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (status === 'sending') return
    setStatus('sending')
    setError('')
    const result = await callRoute('POST /notify-me', {
      body: { brand, dealId, email: email.trim() },
      signal: AbortSignal.timeout(DEFAULT_HTTP_TIMEOUT_MS),
    })
    if (result.ok) {
      setStatus('done')
      return
    }
    // A refusal says something the shopper can act on (a mistyped address, a deal in stock
    // again, too many tries); a failure of ours or no connection gets the friendly apology.
    const telling = result.status >= 400 && result.status < 500
    setError(telling && result.message ? result.message : SIGN_UP_ERROR)
    setStatus('error')
  }

  if (status === 'done') {
    return (
      <p role="status" data-testid="notify-me-done">
        Thanks! We&apos;ll email you if this deal is back in stock.
      </p>
    )
  }
  return (
    <form className={form} onSubmit={submit} data-testid="notify-me">
      <label htmlFor={`${id}-email`}>Email me if it&apos;s back in stock</label>
      <input
        id={`${id}-email`}
        type="email"
        name="email"
        autoComplete="email"
        required
        placeholder="you@example.com"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <button type="submit" disabled={!enhanced || status === 'sending'}>
        {status === 'sending' ? 'Signing up…' : 'Notify me'}
      </button>
      <p role="alert" aria-live="assertive">
        {error}
      </p>
    </form>
  )
}
