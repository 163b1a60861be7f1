import { useState, type FormEvent } from 'react'
import { formatMoney } from '../../../shared/format/money'
import type { AfterSale, RefundOutcome } from '../../../shared/schemas/refund'
import { callApi } from '../../api/account-api'
import * as forms from '../forms/account-forms.styles'
import * as s from './refund-form.styles'
import { useFormSubmit } from '../../hooks/use-form-submit'

export interface RefundFormProps {
  voucher: AfterSale
}

const METHOD_LABELS = {
  WALLET: 'Wallet credit (valid 3 months)',
  CASH: 'Refund to my card (within 5 working days)',
} as const

/** Island 'refund-form' (/myaccount/vouchers/{id}/refund; transactions §5): order number and
 * voucher code prefilled from the voucher and checked again by the server, a reason, the
 * tick-box that the code was not redeemed with the merchant, and wallet credit or card where
 * the refund rules allow. Goods that were delivered get the return request instead. */
export function RefundForm({ voucher }: RefundFormProps) {
  const refund = voucher.refund
  const [orderNumber, setOrderNumber] = useState(voucher.orderNumber)
  const [voucherCode, setVoucherCode] = useState(voucher.voucherCode)
  const [reason, setReason] = useState('')
  const [confirmed, setConfirmed] = useState(false)
  const [method, setMethod] = useState<'WALLET' | 'CASH'>('WALLET')
  const {
    busy,
    failure: error,
    setFailure: setError,
    success: done,
    setSuccess: setDone,
    run,
  } = useFormSubmit<RefundOutcome>()
  const [returned, setReturned] = useState<string | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!reason) return setError('Please select a refund reason')
    if (!confirmed) {
      return setError('Please confirm the code has not been redeemed with the merchant')
    }
    const res = await run(() =>
      callApi<{ data: RefundOutcome }>('POST', '/refunds', {
        orderNumber,
        voucherCode,
        reason,
        notRedeemedConfirmed: true,
        method,
      }),
    )
    if (res.ok && res.data) setDone(res.data.data)
    else setError(res.message)
  }

  const requestReturn = async (event: FormEvent) => {
    event.preventDefault()
    if (!reason) return setError('Please select a reason')
    const res = await run(() =>
      callApi<{ data: { labelPath: string } }>('POST', '/returns', {
        voucherId: voucher.voucherId,
        reason,
      }),
    )
    if (res.ok && res.data) setReturned(res.data.data.labelPath)
    else setError(res.message)
  }

  if (done) {
    return (
      <div role="status" className={s.success} data-testid="refund-success">
        <p>{done.message}</p>
        <p data-testid="refund-wallet-balance">
          Wallet balance: {formatMoney(done.walletBalance, done.currency, { zeroAsAmount: true })}
        </p>
        <a href="/myaccount/wallet">Go to your wallet</a>
      </div>
    )
  }
  if (returned) {
    return (
      <div role="status" className={s.success} data-testid="return-success">
        <p>Your return has been requested.</p>
        <a href={returned}>Print your returns label</a>
      </div>
    )
  }

  const reasonField = (
    <div className={forms.field}>
      <label htmlFor="refund-reason">Reason</label>
      <select
        id="refund-reason"
        name="reason"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        required
      >
        <option value="">Please select</option>
        {voucher.reasons.map((r) => (
          <option key={r.code} value={r.code}>
            {r.label}
          </option>
        ))}
      </select>
    </div>
  )
  const alert = error ? (
    <p role="alert" className={forms.fieldError}>
      {error}
    </p>
  ) : null

  if (voucher.canReturn) {
    return (
      <form className={forms.form} onSubmit={(e) => void requestReturn(e)} noValidate>
        <p className={s.notice}>Send the item back to the merchant for a refund.</p>
        {reasonField}
        {alert}
        <button type="submit" className={forms.submit} disabled={busy}>
          {busy ? 'Sending…' : 'Request a return'}
        </button>
      </form>
    )
  }
  if (!refund.eligible) {
    return (
      <p className={s.notice} data-testid="refund-unavailable">
        {refund.message}
      </p>
    )
  }
  return (
    <form className={forms.form} onSubmit={(e) => void submit(e)} noValidate>
      <p className={s.facts}>
        Refund: {formatMoney(voucher.refundAmount, voucher.currency, { zeroAsAmount: true })}
      </p>
      <div className={forms.field}>
        <label htmlFor="refund-order">Order number</label>
        <input
          id="refund-order"
          name="orderNumber"
          inputMode="numeric"
          value={orderNumber}
          onChange={(e) => setOrderNumber(e.target.value)}
          required
        />
      </div>
      <div className={forms.field}>
        <label htmlFor="refund-code">Voucher code</label>
        <input
          id="refund-code"
          name="voucherCode"
          value={voucherCode}
          onChange={(e) => setVoucherCode(e.target.value)}
          required
        />
      </div>
      {reasonField}
      <fieldset className={forms.field}>
        <legend>Refund to</legend>
        {refund.methods.map((m) => (
          <label key={m} className={forms.check}>
            <input
              type="radio"
              name="method"
              value={m}
              checked={method === m}
              onChange={() => setMethod(m)}
            />
            {METHOD_LABELS[m]}
          </label>
        ))}
      </fieldset>
      <label className={forms.check}>
        <input
          type="checkbox"
          name="notRedeemedConfirmed"
          checked={confirmed}
          onChange={(e) => setConfirmed(e.target.checked)}
        />
        I confirm this code has not been redeemed with the merchant
      </label>
      {alert}
      <button type="submit" className={forms.submit} disabled={busy}>
        {busy ? 'Requesting…' : 'Request refund'}
      </button>
    </form>
  )
}
