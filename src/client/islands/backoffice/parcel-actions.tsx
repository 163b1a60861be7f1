import { useState, type FormEvent } from 'react'
import { DispatchRequest, ParcelResponse, type Parcel } from '../../../shared/schemas/parcels'
import type { ApiResult } from '../../api/account-api'
import { callRoute } from '../../api/typed-call'
import { Field, FormStatus, SubmitButton, useHydrated } from '../forms/account-form-parts'
import * as f from '../forms/account-forms.styles'
import { SOMETHING_WENT_WRONG, useFormSubmit } from '../../hooks/use-form-submit'

export interface ParcelActionsProps {
  /** The desk's API: the merchant portal's own parcels or the admin's. */
  api: '/merchant/parcels' | '/admin/parcels'
  voucherId: number
  state: Parcel['state']
}

/** Island 'parcel-actions': mark a parcel dispatched with the carrier's tracking reference,
 * then delivered. The server decides scope and state and answers a second click with why. */
export function ParcelActions({ api, voucherId, state: initial }: ParcelActionsProps) {
  const hydrated = useHydrated()
  const [state, setState] = useState(initial)
  const [tracking, setTracking] = useState('')
  const [fieldError, setFieldError] = useState('')
  const { busy, failure: error, success: done, setSuccess: setDone, run } = useFormSubmit()

  const params = { id: String(voucherId) }
  const send = async (call: () => Promise<ApiResult<unknown>>) => {
    const answer = await run(call, { fallback: SOMETHING_WENT_WRONG })
    if (!answer.ok) return
    const parcel = ParcelResponse.parse(answer.data).data
    setState(parcel.state)
    setDone(
      parcel.state === 'DISPATCHED'
        ? `Dispatched with tracking reference ${parcel.trackingReference}. The customer has been emailed.`
        : 'Marked delivered. The customer has been emailed.',
    )
  }

  const dispatch = (event: FormEvent) => {
    event.preventDefault()
    const parsed = DispatchRequest.safeParse({ trackingReference: tracking })
    if (!parsed.success) return setFieldError(parsed.error.issues[0]?.message ?? 'Check it')
    setFieldError('')
    void send(() => callRoute(`POST ${api}/:id/dispatch`, { params, body: parsed.data }))
  }

  const id = `tracking-${voucherId}`
  return (
    <div data-testid="parcel-actions">
      {state === 'PROCESSING_ORDER' ? (
        <form className={f.form} onSubmit={dispatch} noValidate>
          <Field
            id={id}
            label="Tracking reference"
            value={tracking}
            onValue={setTracking}
            error={fieldError}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={60}
          />
          <SubmitButton busy={busy} label="Mark dispatched" busyLabel="Saving…" />
        </form>
      ) : null}
      {state === 'DISPATCHED' ? (
        <button
          type="button"
          className={f.submit}
          disabled={busy || !hydrated}
          aria-busy={busy}
          onClick={() => void send(() => callRoute(`POST ${api}/:id/deliver`, { params }))}
        >
          {busy ? 'Saving…' : 'Mark delivered'}
        </button>
      ) : null}
      <FormStatus kind="error">{error}</FormStatus>
      <FormStatus kind="success">{done}</FormStatus>
    </div>
  )
}
