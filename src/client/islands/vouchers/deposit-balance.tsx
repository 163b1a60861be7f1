import { useRef, type FormEvent } from 'react'
import { formatMoney } from '../../../shared/format/money'
import type { AfterSale } from '../../../shared/schemas/refund'
import type { Currency } from '../../../shared/schemas/money'
import type { PayClientMode } from '../../../shared/schemas/pay-clients'
import { callRoute } from '../../api/typed-call'
import { CardHost } from '../checkout/pay-clients/card-host'
import { useCardPayment, withCardToken } from '../checkout/pay-clients/use-card-payment'
import * as s from './voucher-panel.styles'
import { useFormSubmit } from '../../hooks/use-form-submit'

export interface DepositBalanceProps {
  voucherId: number
  currency: Currency
  /** The voucher's deposit state (AfterSale.deposit), never NONE here. */
  deposit: Exclude<AfterSale['deposit'], { kind: 'NONE' }>
  /** The card client the server names (pay-clients.ts). */
  cardMode: PayClientMode
}

const NOT_PAID = 'The payment did not go through. Please try again.'

/** 'yyyy-MM-dd' as the UK writes it. */
const ukDate = (day: string) => day.split('-').reverse().join('/')

/** A deposit voucher's balance (transactions §4 'Deposit vouchers'): what is left to pay and by
 * when, the overdue message once the day has passed, and the card client's fields: the card is
 * checked with 3-D Secure for this balance, then POST /vouchers/{id}/pay-balance spends its
 * token. Paid, the booking is complete. */
export function DepositBalance({ voucherId, currency, deposit, cardMode }: DepositBalanceProps) {
  const {
    busy,
    failure,
    setFailure,
    success: paid,
    setSuccess: setPaid,
    run,
  } = useFormSubmit<number>()
  const money = (minor: number) => formatMoney(minor, currency, { zeroAsAmount: true })
  const form = useRef<HTMLFormElement>(null)
  const pay = useRef<HTMLButtonElement>(null)
  const card = useCardPayment(cardMode, currency, paid === null, () =>
    form.current?.requestSubmit(),
  )

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const authorised = card.authorise({
      amount: deposit.balanceDue,
      currency,
      purpose: { kind: 'deposit-balance', voucherId },
      returnFocus: pay.current,
    })
    const payBalance = () =>
      withCardToken(authorised, (paymentToken) =>
        callRoute('POST /vouchers/:id/pay-balance', {
          params: { id: String(voucherId) },
          body: { paymentToken },
        }),
      )
    const result = await run(payBalance, { fallback: NOT_PAID })
    if (!result.ok) return
    if (result.data && typeof result.data === 'object') setPaid(result.data.data.paid)
    else setFailure(NOT_PAID)
  }

  if (paid !== null) {
    return (
      <section className={s.panel} aria-labelledby="deposit-title" data-testid="deposit-balance">
        <h2 id="deposit-title">Balance paid</h2>
        <p role="status" data-testid="deposit-paid">
          Thank you: {money(paid)} paid. Your booking is complete.
        </p>
      </section>
    )
  }
  return (
    <section className={s.panel} aria-labelledby="deposit-title" data-testid="deposit-balance">
      <h2 id="deposit-title">Balance to pay</h2>
      <p>
        <strong data-testid="deposit-balance-due">{money(deposit.balanceDue)}</strong>
        {deposit.dueBy ? ` due by ${ukDate(deposit.dueBy)}` : ''}
      </p>
      {deposit.kind === 'OVERDUE' ? (
        <p className={s.notice} role="alert" data-testid="deposit-overdue">
          {deposit.message}
        </p>
      ) : (
        <p>Pay the balance before the due date to keep your booking.</p>
      )}
      <form
        ref={form}
        className={s.form}
        onSubmit={submit}
        noValidate
        aria-label="Pay the balance by card"
      >
        <CardHost mode={cardMode} host={card.host} errorClassName={s.error} />
        {failure ? (
          <p className={s.error} role="alert" data-testid="deposit-error">
            {failure}
          </p>
        ) : null}
        <button
          ref={pay}
          type="submit"
          className={s.button}
          disabled={busy || cardMode === 'unavailable'}
          aria-busy={busy}
        >
          {busy ? 'Paying…' : `Pay ${money(deposit.balanceDue)}`}
        </button>
      </form>
    </section>
  )
}
