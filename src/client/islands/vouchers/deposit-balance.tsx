import type { FormEvent } from 'react'
import { formatMoney } from '../../../shared/format/money'
import type { AfterSale } from '../../../shared/schemas/refund'
import type { Currency } from '../../../shared/schemas/money'
import { callApi } from '../../api/account-api'
import { CardFields, cardOf, tokenize } from '../../components/card-fields/card-fields'
import * as s from './voucher-panel.styles'
import { useFormSubmit } from '../../hooks/use-form-submit'

export interface DepositBalanceProps {
  voucherId: number
  currency: Currency
  /** The voucher's deposit state (AfterSale.deposit), never NONE here. */
  deposit: Exclude<AfterSale['deposit'], { kind: 'NONE' }>
}

const NOT_PAID = 'The payment did not go through. Please try again.'

/** 'yyyy-MM-dd' as the UK writes it. */
const ukDate = (day: string) => day.split('-').reverse().join('/')

/** A deposit voucher's balance (transactions §4 'Deposit vouchers'): what is left to pay and by
 * when, the overdue message once the day has passed, and a card form that pays it through the
 * tokenizer and POST /vouchers/{id}/pay-balance. Paid, the booking is complete. */
export function DepositBalance({ voucherId, currency, deposit }: DepositBalanceProps) {
  const {
    busy,
    failure,
    setFailure,
    success: paid,
    setSuccess: setPaid,
    run,
  } = useFormSubmit<number>()
  const money = (minor: number) => formatMoney(minor, currency, { zeroAsAmount: true })

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const card = cardOf(event.currentTarget)
    const payBalance = async () => {
      const token = await tokenize(card)
      return token.ok && token.data
        ? await callApi<{ data: { paid: number } }>('POST', `/vouchers/${voucherId}/pay-balance`, {
            paymentToken: token.data,
          })
        : { ...token, data: null }
    }
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
      <form className={s.form} onSubmit={submit} noValidate aria-label="Pay the balance by card">
        <CardFields />
        {failure ? (
          <p className={s.error} role="alert" data-testid="deposit-error">
            {failure}
          </p>
        ) : null}
        <button type="submit" className={s.button} disabled={busy} aria-busy={busy}>
          {busy ? 'Paying…' : `Pay ${money(deposit.balanceDue)}`}
        </button>
      </form>
    </section>
  )
}
