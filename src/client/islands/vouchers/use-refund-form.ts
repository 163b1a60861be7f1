import { useState, type FormEvent } from 'react'
import type { AfterSale, RefundOutcome } from '../../../shared/schemas/refund'
import type { RefundReason } from '../../../shared/domain/refund/refund-reasons'
import { callRoute } from '../../api/typed-call'
import { useFormSubmit } from '../../hooks/use-form-submit'

/** The refund (or return) request's fields, its submission and what it answered. */
export function useRefundForm(voucher: AfterSale) {
  const [orderNumber, setOrderNumber] = useState(voucher.orderNumber)
  const [voucherCode, setVoucherCode] = useState(voucher.voucherCode)
  const [reason, setReason] = useState<RefundReason | ''>('')
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
      callRoute('POST /refunds', {
        body: { orderNumber, voucherCode, reason, notRedeemedConfirmed: true, method },
      }),
    )
    if (res.ok && res.data) setDone(res.data.data)
    else setError(res.message)
  }

  const requestReturn = async (event: FormEvent) => {
    event.preventDefault()
    if (!reason) return setError('Please select a reason')
    const res = await run(() =>
      callRoute('POST /returns', { body: { voucherId: voucher.voucherId, reason } }),
    )
    if (res.ok && res.data) setReturned(res.data.data.labelPath)
    else setError(res.message)
  }

  return {
    fields: {
      orderNumber,
      setOrderNumber,
      voucherCode,
      setVoucherCode,
      reason,
      setReason,
      confirmed,
      setConfirmed,
      method,
      setMethod,
    },
    busy,
    error,
    done,
    returned,
    submit,
    requestReturn,
  }
}

export type RefundFormState = ReturnType<typeof useRefundForm>
