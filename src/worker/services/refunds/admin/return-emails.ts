import { CASH_REFUND_WORKING_DAYS } from '../../../../shared/domain/refund/refund-rules'
import { formatMoney } from '../../../../shared/format/money'
import type { OutboxMessage } from '../../../storage/outbox-repository'
import { greet, type MailContext, type MailKind } from '../../email/mail/mail-content'
import { renderMail } from '../../email/mail/render-mail'

const message = (
  ctx: MailContext,
  kind: MailKind,
  subject: string,
  firstName: string,
  lines: string[],
): OutboxMessage =>
  renderMail(
    {
      kind,
      subject,
      greeting: greet(firstName),
      blocks: [
        ...lines.map((text, i) => ({ type: 'text' as const, text, strong: i === 0 })),
        { type: 'button', link: { label: 'My vouchers', url: `${ctx.origin}/myaccount/vouchers` } },
      ],
    },
    ctx,
  )

/** The refund email after an approved return: what went where, in the words of the customer's
 * own refund confirmation (transactions §9: credit valid 3 months, cash within 5 working days). */
export function returnApprovedEmail(
  ctx: MailContext,
  firstName: string,
  voucherCode: string,
  refund: { currency: 'GBP' | 'EUR'; walletAmount: number; cashAmount: number },
): OutboxMessage {
  const lines = [`Voucher ${voucherCode}`, 'Your return has been accepted and refunded.']
  if (refund.walletAmount > 0) {
    lines.push(
      `${formatMoney(refund.walletAmount, refund.currency, { zeroAsAmount: true })} has been added to your wallet as credit.`,
    )
  }
  if (refund.cashAmount > 0) {
    lines.push(
      `${formatMoney(refund.cashAmount, refund.currency, { zeroAsAmount: true })} will be back on your original payment method within ${CASH_REFUND_WORKING_DAYS} working days.`,
    )
  }
  return message(ctx, 'return-approved', 'Your return has been refunded', firstName, lines)
}

export function returnRejectedEmail(
  ctx: MailContext,
  firstName: string,
  voucherCode: string,
  reason: string,
): OutboxMessage {
  return message(ctx, 'return-rejected', 'About your return', firstName, [
    `Voucher ${voucherCode}`,
    'We are sorry, but your return could not be accepted.',
    `Reason: ${reason}`,
  ])
}
