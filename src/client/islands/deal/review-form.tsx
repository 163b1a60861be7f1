import { useId, useState, type FormEvent } from 'react'
import { callRoute } from '../../api/typed-call'
import * as s from '../forms/account-forms.styles'

export interface ReviewFormProps {
  dealId: number
  voucherId: number
  /** Named in the heading, so a page with several vouchers says which deal this is for. */
  dealTitle: string
}

type State =
  | { step: 'editing'; error: string | null }
  | { step: 'sending' }
  | { step: 'done'; message: string }

const RATINGS = [1, 2, 3, 4, 5] as const
const MIN_TEXT = 10

/** Island 'review-form': a verified-purchase review of a redeemed voucher's merchant, for the
 * voucher page to place. The API decides eligibility (redeemed, once per voucher); the form shows its message when it refuses. */
export function ReviewForm({ dealId, voucherId, dealTitle }: ReviewFormProps) {
  const id = useId()
  const [rating, setRating] = useState<number | null>(null)
  const [title, setTitle] = useState('')
  const [text, setText] = useState('')
  const [state, setState] = useState<State>({ step: 'editing', error: null })

  if (state.step === 'done') {
    return (
      <p className={s.successMessage} role="status" data-testid="review-form-done">
        {state.message}
      </p>
    )
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (rating === null) return setState({ step: 'editing', error: 'Please choose a rating' })
    if (text.trim().length < MIN_TEXT) {
      return setState({ step: 'editing', error: `Please write at least ${MIN_TEXT} characters` })
    }
    setState({ step: 'sending' })
    const result = await callRoute('POST /deal/:id/reviews', {
      params: { id: dealId },
      body: {
        voucherId,
        rating,
        ...(title.trim() ? { title: title.trim() } : {}),
        text: text.trim(),
      },
    })
    if (result.ok) setState({ step: 'done', message: 'Thank you! Your review is published.' })
    else if (result.status === 409) setState({ step: 'done', message: result.message ?? '' })
    else setState({ step: 'editing', error: result.message })
  }

  const sending = state.step === 'sending'
  const error = state.step === 'editing' ? state.error : null
  return (
    <form
      className={s.form}
      onSubmit={(e) => void submit(e)}
      aria-labelledby={`${id}-h`}
      noValidate
    >
      <h2 id={`${id}-h`}>Review {dealTitle}</h2>
      <fieldset className={s.field}>
        <legend>Your rating</legend>
        <div role="radiogroup" aria-label="Rating out of 5">
          {RATINGS.map((value) => (
            <label key={value}>
              <input
                type="radio"
                name={`${id}-rating`}
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
              />{' '}
              {value} {value === 1 ? 'star' : 'stars'}
            </label>
          ))}
        </div>
      </fieldset>
      <div className={s.field}>
        <label htmlFor={`${id}-title`}>Title (optional)</label>
        <input
          id={`${id}-title`}
          value={title}
          maxLength={100}
          onChange={(e) => setTitle(e.target.value)}
        />
      </div>
      <div className={s.field}>
        <label htmlFor={`${id}-text`}>Your review</label>
        <textarea
          id={`${id}-text`}
          value={text}
          maxLength={2000}
          rows={5}
          required
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      {error ? (
        <p className={s.errorMessage} role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className={s.submit} disabled={sending}>
        {sending ? 'Sending…' : 'Publish review'}
      </button>
    </form>
  )
}
