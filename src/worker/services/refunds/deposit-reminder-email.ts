import { brandById } from '../../../shared/config/brands'
import { brandOrigin } from '../../../shared/domain/account/mail-origin'
import { longDay } from '../../../shared/format/long-date'
import { formatMoney } from '../../../shared/format/money'
import type { Currency } from '../../../shared/schemas/money'
import type { OutboxMessage } from '../../storage/outbox-repository'
import { greet } from '../email/mail/mail-content'
import { renderMail } from '../email/mail/render-mail'

// The spec gives no wording for the reminder; this is ours, plain like the other mails: what is
// left to pay, by when, what happens if not, and the voucher page that takes the payment.

export function depositReminderEmail(input: {
  to: string
  firstName: string
  brand: string
  title: string
  balanceDue: number
  currency: Currency
  /** 'yyyy-MM-dd'. */
  dueBy: string
  voucherId: number
  /** The deployment's BRAND_HOST_PREFIX ('staging.'), so links reach its own hosts. */
  hostPrefix?: string
}): OutboxMessage {
  const brand = brandById(input.brand)
  const origin = brandOrigin(brand, { BRAND_HOST_PREFIX: input.hostPrefix })
  const due = longDay(input.dueBy)
  const amount = formatMoney(input.balanceDue, input.currency)
  return renderMail(
    {
      kind: 'deposit-reminder',
      subject: `Your balance of ${amount} is due by ${due}`,
      greeting: greet(input.firstName),
      blocks: [
        { type: 'text', text: `The balance of ${amount} for ${input.title} is due by ${due}.` },
        {
          type: 'button',
          link: {
            label: 'Pay the balance',
            url: `${origin}/myaccount/vouchers/${input.voucherId}`,
          },
        },
        { type: 'text', text: 'If it is not paid by then, the booking and its voucher expire.' },
      ],
    },
    { to: input.to, brand, origin },
  )
}
