import type { RefundOutcome } from '../../../shared/schemas/refund'
import type { OutboxMessage } from '../../storage/outbox-repository'
import { greet, type MailContext } from '../email/mail/mail-content'
import { renderMail } from '../email/mail/render-mail'

// The spec gives no wording for the refund confirmation; ours repeats what the form showed
// (the §9 promises: credit valid 3 months, cash within 5 working days).

export function refundConfirmationEmail(
  ctx: MailContext,
  firstName: string,
  voucherCode: string,
  outcome: RefundOutcome,
): OutboxMessage {
  return renderMail(
    {
      kind: 'refund-confirmation',
      subject: 'Your refund is confirmed',
      greeting: greet(firstName),
      blocks: [
        { type: 'text', text: `Voucher ${voucherCode}`, strong: true },
        { type: 'text', text: outcome.message },
        { type: 'button', link: { label: 'My vouchers', url: `${ctx.origin}/myaccount/vouchers` } },
      ],
    },
    ctx,
  )
}
