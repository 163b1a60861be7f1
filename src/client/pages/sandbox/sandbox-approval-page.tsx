import { css } from '@linaria/core'
import { formatMoney } from '../../../shared/format/money'
import type { Instalment } from '../../../shared/domain/payment/instalment-schedule'
import { payLaterCopy } from '../../../shared/domain/payment/pay-later-copy'
import {
  METHOD_NAMES,
  type ApprovalDecision,
  type ApprovalMethod,
} from '../../../shared/domain/payment/sandbox-approval'
import type { Currency } from '../../../shared/schemas/money'
import * as s from '../../islands/checkout/checkout.styles'
import { CheckoutPage } from '../checkout/checkout-page'

const buttons = css`
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
`

// The answers other than Approve: plain outlines, so Approve stays the obvious one.
const secondary = css`
  min-height: 48px;
  border: 1px solid var(--color-border);
  border-radius: 999px;
  background: var(--color-surface);
  color: var(--color-text);
  font-size: 16px;
  font-weight: 600;
`

const schedule = css`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 8px;
  li {
    display: flex;
    justify-content: space-between;
    gap: 12px;
  }
`

const DECISIONS: { decision: ApprovalDecision; label: string }[] = [
  { decision: 'DECLINED', label: 'Decline' },
  { decision: 'CANCELLED', label: 'Cancel' },
  { decision: 'TIMED_OUT', label: 'Time out' },
]

const DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})
const dayText = (day: string) => DAY.format(new Date(`${day}T12:00:00.000Z`))

const WALLETS = new Set<ApprovalMethod>(['google_pay', 'apple_pay'])

export interface SandboxApprovalProps {
  method: ApprovalMethod
  amount: number
  currency: Currency
  /** The pay-in-3 plan (instalment-schedule.ts); empty for the other methods. */
  instalments: Instalment[]
  /** Where the decision form posts. */
  action: string
}

/** The sandbox's stand-in for a provider's approval page (PayPal, Klarna, Clearpay) or payment
 * sheet (Google Pay, Apple Pay): what the shopper is asked to approve, and a button for each
 * answer a real provider can give, as the card sandbox has its test card numbers. Plain form
 * buttons, so it works with the keyboard and without script. */
export function SandboxApprovalPage(props: SandboxApprovalProps) {
  const name = METHOD_NAMES[props.method]
  const total = formatMoney(props.amount, props.currency, { zeroAsAmount: true })
  const credit =
    props.method === 'paypal_credit'
      ? payLaterCopy('paypal_credit', props.amount, props.currency)
      : null
  return (
    <CheckoutPage title={`${name} (sandbox)`}>
      <p className={s.muted} role="note">
        Sandbox: this page stands in for {name}
        {WALLETS.has(props.method) ? "'s payment sheet" : "'s approval page"}. No money moves.
      </p>
      <section className={s.section} aria-labelledby="sandbox-approval-title">
        <h2 id="sandbox-approval-title">
          Pay <span data-testid="approval-amount">{total}</span> to Dealio
        </h2>
        {WALLETS.has(props.method) ? <p>Visa •••• 1111 (sandbox card)</p> : null}
        {credit ? (
          <p>
            {credit.headline}. <small>{credit.smallPrint}</small>
          </p>
        ) : null}
        {props.instalments.length > 0 ? (
          <>
            <h3>Your payment schedule</h3>
            <ol className={schedule} data-testid="instalment-schedule">
              {props.instalments.map((instalment) => (
                <li key={instalment.number} data-testid="instalment">
                  <span>{instalment.number === 1 ? 'Today' : dayText(instalment.dueDate)}</span>
                  <strong>
                    {formatMoney(instalment.amount, instalment.currency, { zeroAsAmount: true })}
                  </strong>
                </li>
              ))}
            </ol>
          </>
        ) : null}
        <form method="post" action={props.action} className={buttons}>
          <button type="submit" name="decision" value="APPROVED" className={s.pay}>
            Approve
          </button>
          {DECISIONS.map(({ decision, label }) => (
            <button
              key={decision}
              type="submit"
              name="decision"
              value={decision}
              className={secondary}
            >
              {label}
            </button>
          ))}
        </form>
      </section>
    </CheckoutPage>
  )
}
