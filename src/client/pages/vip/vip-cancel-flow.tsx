import { useState } from 'react'
import { formatMoney } from '../../../shared/format/money'
import type {
  VipCancelRequest,
  VipCancelResponse,
  VipMembershipView,
} from '../../../shared/schemas/vip'
import { useHydrated } from '../../islands/forms/account-form-parts'
import { vipCancelStep } from './vip-api'
import * as s from './vip.styles'
import { useFormSubmit } from '../../hooks/use-form-submit'

const REASONS: { value: Extract<VipCancelRequest, { step: 'reason' }>['reason']; label: string }[] =
  [
    { value: 'TOO_EXPENSIVE', label: 'It costs too much' },
    { value: 'NOT_ENOUGH_DEALS', label: 'Not enough VIP deals for me' },
    { value: 'NOT_USING_IT', label: 'I do not use it' },
    { value: 'OTHER', label: 'Something else' },
  ]

type Stage =
  | { at: 'idle' }
  | { at: 'reason' }
  | { at: 'offer'; offer: NonNullable<VipCancelResponse['data']['offer']> }
  | { at: 'confirm' }

/** Transactions §4 'VIP cancellation': reason → retention offer (50% off the next renewal) →
 * final confirmation, or stay. Each step is one POST /vip/cancel; the server refuses steps out
 * of order, so this component only follows what it answers. */
export function VipCancelFlow({ onChange }: { onChange: (membership: VipMembershipView) => void }) {
  const hydrated = useHydrated()
  const [stage, setStage] = useState<Stage>({ at: 'idle' })
  const [reason, setReason] = useState<string>('')
  const { busy, failure, setFailure, run } = useFormSubmit()

  const send = async (step: VipCancelRequest) => {
    const result = await run(() => vipCancelStep(step), { failureOf: (answer) => answer.message })
    if (!result.ok) return
    if (!result.data) return setFailure(result.message)
    const { data } = result.data
    onChange(data.membership)
    if (data.next === 'OFFER' && data.offer) setStage({ at: 'offer', offer: data.offer })
    else if (data.next === 'CONFIRM') setStage({ at: 'confirm' })
    else setStage({ at: 'idle' })
  }
  const stay = () => void send({ step: 'stay' })

  const error = failure ? (
    <p className={s.error} role="alert">
      {failure}
    </p>
  ) : null

  switch (stage.at) {
    case 'idle':
      return (
        <button
          type="button"
          className={s.secondary}
          disabled={!hydrated}
          onClick={() => setStage({ at: 'reason' })}
        >
          Cancel membership
        </button>
      )
    case 'reason':
      return (
        <form
          className={s.panel}
          aria-label="Why are you leaving?"
          onSubmit={(event) => {
            event.preventDefault()
            const chosen = REASONS.find((r) => r.value === reason)
            if (!chosen) return setFailure('Please tell us why you want to cancel')
            void send({ step: 'reason', reason: chosen.value })
          }}
        >
          <fieldset>
            <legend>Why do you want to cancel?</legend>
            {REASONS.map((r) => (
              <label key={r.value}>
                <input
                  type="radio"
                  name="reason"
                  value={r.value}
                  checked={reason === r.value}
                  onChange={() => setReason(r.value)}
                />{' '}
                {r.label}
              </label>
            ))}
          </fieldset>
          {error}
          <div className={s.actions}>
            <button type="submit" className={s.button} disabled={busy}>
              Continue
            </button>
            <button type="button" className={s.secondary} onClick={() => setStage({ at: 'idle' })}>
              Keep my membership
            </button>
          </div>
        </form>
      )
    case 'offer':
      return (
        <div className={s.panel} data-testid="vip-retention-offer">
          <h3>Before you go: {stage.offer.percent}% off your next renewal</h3>
          <p>
            Stay VIP and your next year costs just{' '}
            {formatMoney(stage.offer.renewalPrice.amount, stage.offer.renewalPrice.currency)}.
          </p>
          {error}
          <div className={s.actions}>
            <button
              type="button"
              className={s.button}
              disabled={busy}
              onClick={() => void send({ step: 'offer', acceptOffer: true })}
            >
              Stay and save {stage.offer.percent}%
            </button>
            <button
              type="button"
              className={s.secondary}
              disabled={busy}
              onClick={() => void send({ step: 'offer', acceptOffer: false })}
            >
              No thanks, continue cancelling
            </button>
          </div>
        </div>
      )
    case 'confirm':
      return (
        <div className={s.panel} data-testid="vip-cancel-confirm">
          <h3>Cancel your VIP membership?</h3>
          <p>Your VIP prices, checkout discount and rewards stop straight away.</p>
          {error}
          <div className={s.actions}>
            <button
              type="button"
              className={s.button}
              disabled={busy}
              onClick={() => void send({ step: 'confirm' })}
            >
              Yes, cancel my membership
            </button>
            <button type="button" className={s.secondary} disabled={busy} onClick={stay}>
              Stay VIP
            </button>
          </div>
        </div>
      )
  }
}
