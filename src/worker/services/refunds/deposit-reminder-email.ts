import { BRANDS, type BrandId } from '../../../shared/config/brands'
import { brandOrigin } from '../../../shared/domain/account/mail-origin'
import { formatMoney } from '../../../shared/format/money'
import type { Currency } from '../../../shared/schemas/money'
import { escapeHtml } from '../email/escape-html'
import type { OutboxMessage } from '../../storage/outbox-repository'

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
  const brand = Object.hasOwn(BRANDS, input.brand) ? BRANDS[input.brand as BrandId] : BRANDS.dealio
  const origin = brandOrigin(brand, { BRAND_HOST_PREFIX: input.hostPrefix })
  const link = `${origin}/myaccount/vouchers/${input.voucherId}`
  const due = input.dueBy.split('-').reverse().join('/')
  const amount = formatMoney(input.balanceDue, input.currency)
  const lines = [
    input.firstName ? `Hi ${input.firstName},` : 'Hi,',
    `The balance of ${amount} for ${input.title} is due by ${due}.`,
    `Pay it on your voucher page: ${link}`,
    'If it is not paid by then, the booking and its voucher expire.',
    brand.name,
  ]
  return {
    to: input.to,
    kind: 'deposit-reminder',
    subject: `Your balance of ${amount} is due by ${due}`,
    text: lines.join('\n\n'),
    html: lines
      .map((line) =>
        line.includes(link)
          ? `<p>Pay it on your voucher page: <a href="${escapeHtml(link)}">Pay the balance</a></p>`
          : `<p>${escapeHtml(line)}</p>`,
      )
      .join('\n'),
  }
}
