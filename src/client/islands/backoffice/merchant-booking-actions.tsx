import { useState } from 'react'
import {
  MerchantBookingResponse,
  type BookingDecisionRequest,
  type MerchantBooking,
} from '../../../shared/schemas/merchant'
import { callRoute } from '../../api/typed-call'
import { FormStatus, useHydrated } from '../forms/account-form-parts'
import * as f from '../forms/account-forms.styles'
import * as s from '../../pages/merchant/merchant-portal.styles'
import { SOMETHING_WENT_WRONG, useFormSubmit } from '../../hooks/use-form-submit'

export interface MerchantBookingActionsProps {
  id: number
  requestedDate: string
}

const DONE_TEXT = {
  ACCEPTED: 'Accepted: the voucher is booked.',
  DECLINED: 'Declined: the customer will choose another date.',
} as const

/** Island 'merchant-booking-actions': accept the date asked for, decline it or propose
 * another. */
export function MerchantBookingActions({ id, requestedDate }: MerchantBookingActionsProps) {
  const hydrated = useHydrated()
  const [date, setDate] = useState(requestedDate)
  const {
    busy,
    failure: error,
    success: done,
    setSuccess: setDone,
    run,
  } = useFormSubmit<MerchantBooking>()

  const answer = async (body: BookingDecisionRequest) => {
    const result = await run(
      () => callRoute('POST /merchant/bookings/:id', { params: { id: String(id) }, body }),
      {
        fallback: SOMETHING_WENT_WRONG,
      },
    )
    if (!result.ok) return
    setDone(MerchantBookingResponse.parse(result.data).data)
  }

  if (done) {
    return (
      <FormStatus kind="success">
        {done.status === 'ACCEPTED' || done.status === 'DECLINED'
          ? DONE_TEXT[done.status]
          : `Proposed ${done.proposedDate}.`}
      </FormStatus>
    )
  }
  const disabled = busy || !hydrated
  return (
    <div className={s.row}>
      <button
        type="button"
        className={f.submit}
        disabled={disabled}
        onClick={() => answer({ action: 'accept' })}
      >
        Accept {requestedDate}
      </button>
      <button
        type="button"
        className={f.secondary}
        disabled={disabled}
        onClick={() => answer({ action: 'decline' })}
      >
        Decline
      </button>
      <label>
        Other date{' '}
        <input type="date" value={date} onChange={(event) => setDate(event.target.value)} />
      </label>
      <button
        type="button"
        className={f.secondary}
        disabled={disabled}
        onClick={() => answer({ action: 'propose', date })}
      >
        Propose
      </button>
      <FormStatus kind="error">{error}</FormStatus>
    </div>
  )
}
