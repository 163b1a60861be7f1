import { formatMoney } from '../../../shared/format/money'
import type { RefundReason } from '../../../shared/domain/refund/refund-reasons'
import type { AfterSale } from '../../../shared/schemas/refund'
import * as forms from '../forms/account-forms.styles'
import * as s from './refund-form.styles'
import { useRefundForm, type RefundFormState } from './use-refund-form'

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
  const form = useRefundForm(voucher)
  const { done, returned, busy } = form
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
  if (voucher.canReturn) {
    return (
      <form className={forms.form} onSubmit={(e) => void form.requestReturn(e)} noValidate>
        <p className={s.notice}>Send the item back to the merchant for a refund.</p>
        <ReasonField form={form} voucher={voucher} />
        <Alert error={form.error} />
        <button type="submit" className={forms.submit} disabled={busy}>
          {busy ? 'Sending…' : 'Request a return'}
        </button>
      </form>
    )
  }
  if (!voucher.refund.eligible) {
    return (
      <p className={s.notice} data-testid="refund-unavailable">
        {voucher.refund.message}
      </p>
    )
  }
  return <RefundRequestForm form={form} voucher={voucher} methods={voucher.refund.methods} />
}

function ReasonField({ form, voucher }: { form: RefundFormState; voucher: AfterSale }) {
  return (
    <div className={forms.field}>
      <label htmlFor="refund-reason">Reason</label>
      <select
        id="refund-reason"
        name="reason"
        value={form.fields.reason}
        // The select offers only REFUND_REASONS' codes and ''.
        onChange={(e) => form.fields.setReason(e.target.value as RefundReason | '')}
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
}

const Alert = ({ error }: { error: string | null }) =>
  error ? (
    <p role="alert" className={forms.fieldError}>
      {error}
    </p>
  ) : null

/** The refund request: order number, voucher code, reason, where to, and the tick-box. */
function RefundRequestForm({
  form,
  voucher,
  methods,
}: {
  form: RefundFormState
  voucher: AfterSale
  methods: readonly (keyof typeof METHOD_LABELS)[]
}) {
  const { fields, busy } = form
  return (
    <form className={forms.form} onSubmit={(e) => void form.submit(e)} noValidate>
      <p className={s.facts}>
        Refund: {formatMoney(voucher.refundAmount, voucher.currency, { zeroAsAmount: true })}
      </p>
      <div className={forms.field}>
        <label htmlFor="refund-order">Order number</label>
        <input
          id="refund-order"
          name="orderNumber"
          inputMode="numeric"
          value={fields.orderNumber}
          onChange={(e) => fields.setOrderNumber(e.target.value)}
          required
        />
      </div>
      <div className={forms.field}>
        <label htmlFor="refund-code">Voucher code</label>
        <input
          id="refund-code"
          name="voucherCode"
          value={fields.voucherCode}
          onChange={(e) => fields.setVoucherCode(e.target.value)}
          required
        />
      </div>
      <ReasonField form={form} voucher={voucher} />
      <fieldset className={forms.field}>
        <legend>Refund to</legend>
        {methods.map((m) => (
          <label key={m} className={forms.check}>
            <input
              type="radio"
              name="method"
              value={m}
              checked={fields.method === m}
              onChange={() => fields.setMethod(m)}
            />
            {METHOD_LABELS[m]}
          </label>
        ))}
      </fieldset>
      <label className={forms.check}>
        <input
          type="checkbox"
          name="notRedeemedConfirmed"
          checked={fields.confirmed}
          onChange={(e) => fields.setConfirmed(e.target.checked)}
        />
        I confirm this code has not been redeemed with the merchant
      </label>
      <Alert error={form.error} />
      <button type="submit" className={forms.submit} disabled={busy}>
        {busy ? 'Requesting…' : 'Request refund'}
      </button>
    </form>
  )
}
