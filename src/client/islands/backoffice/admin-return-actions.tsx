import { useState } from 'react'
import { ReturnDecisionOutcome, ReturnLegResponse } from '../../../shared/schemas/admin-returns'
import { formatMoney } from '../../../shared/format/money'
import type { ApiResult } from '../../api/account-api'
import { callRoute } from '../../api/typed-call'
import { FormStatus, useHydrated } from '../forms/account-form-parts'
import * as f from '../forms/account-forms.styles'
import * as s from '../../pages/merchant/merchant-portal.styles'
import { SOMETHING_WENT_WRONG, useFormSubmit } from '../../hooks/use-form-submit'

export interface AdminReturnActionsProps {
  id: number
  /** The voucher's status now: a requested return can go in transit, one in transit back. */
  voucherStatus: string
}

/** Island 'admin-return-actions': follow the return parcel (in transit, back with the
 * merchant), then approve it to the wallet or the original payment, or reject it with a
 * reason the customer's email repeats. */
export function AdminReturnActions({ id, voucherStatus }: AdminReturnActionsProps) {
  const hydrated = useHydrated()
  const [status, setStatus] = useState(voucherStatus)
  const [progress, setProgress] = useState('')
  const [reason, setReason] = useState('')
  const { busy, failure: error, success: done, setSuccess: setDone, run } = useFormSubmit()

  const params = { id: String(id) }
  const decide = async (call: () => Promise<ApiResult<{ data: unknown }>>) => {
    const result = await run(call, { fallback: SOMETHING_WENT_WRONG })
    if (!result.ok) return
    const outcome = ReturnDecisionOutcome.parse(result.data?.data)
    if (outcome.decision === 'REJECTED') return setDone('Rejected; the customer has been told.')
    const parts = [
      outcome.walletAmount > 0
        ? `${formatMoney(outcome.walletAmount, outcome.currency)} to wallet`
        : '',
      outcome.cashAmount > 0 ? `${formatMoney(outcome.cashAmount, outcome.currency)} to card` : '',
    ].filter(Boolean)
    setDone(`Refunded: ${parts.join(', ') || 'nothing was owed'}.`)
  }

  const advance = async (path: 'in-transit' | 'received') => {
    const result = await run(() => callRoute(`POST /admin/returns/:id/${path}`, { params }), {
      fallback: SOMETHING_WENT_WRONG,
    })
    if (!result.ok) return
    const outcome = ReturnLegResponse.parse(result.data).data
    setStatus(outcome.voucherStatus)
    setProgress(`Now ${outcome.statusLabel}.`)
  }

  if (done) return <FormStatus kind="success">{done}</FormStatus>
  const disabled = busy || !hydrated
  return (
    <div className={s.row}>
      {status === 'RETURN_REQUESTED' ? (
        <button
          type="button"
          className={f.secondary}
          disabled={disabled}
          onClick={() => advance('in-transit')}
        >
          Mark in transit
        </button>
      ) : null}
      {status === 'RETURN_IN_TRANSIT' ? (
        <button
          type="button"
          className={f.secondary}
          disabled={disabled}
          onClick={() => advance('received')}
        >
          Mark returned to merchant
        </button>
      ) : null}
      <button
        type="button"
        className={f.submit}
        disabled={disabled}
        onClick={() =>
          decide(() =>
            callRoute('POST /admin/returns/:id/approve', { params, body: { method: 'WALLET' } }),
          )
        }
      >
        Approve: wallet
      </button>
      <button
        type="button"
        className={f.secondary}
        disabled={disabled}
        onClick={() =>
          decide(() =>
            callRoute('POST /admin/returns/:id/approve', { params, body: { method: 'CASH' } }),
          )
        }
      >
        Approve: card
      </button>
      <label>
        Reason{' '}
        <input value={reason} onChange={(event) => setReason(event.target.value)} maxLength={500} />
      </label>
      <button
        type="button"
        className={f.secondary}
        disabled={disabled}
        onClick={() =>
          decide(() => callRoute('POST /admin/returns/:id/reject', { params, body: { reason } }))
        }
      >
        Reject
      </button>
      <FormStatus kind="success">{progress}</FormStatus>
      <FormStatus kind="error">{error}</FormStatus>
    </div>
  )
}
