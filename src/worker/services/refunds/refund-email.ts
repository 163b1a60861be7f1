import type { RefundOutcome } from '../../../shared/schemas/refund'
import type { OutboxMessage } from '../../storage/outbox-repository'
import { escapeHtml } from '../email/escape-html'

// The spec gives no wording for the refund confirmation; ours repeats what the form showed
// (the §9 promises: credit valid 3 months, cash within 5 working days).

export function refundConfirmationEmail(
  to: string,
  firstName: string,
  voucherCode: string,
  outcome: RefundOutcome,
): OutboxMessage {
  const greeting = firstName ? `Hi ${firstName},` : 'Hi,'
  const lines = [`Voucher ${voucherCode}`, outcome.message]
  return {
    to,
    kind: 'refund-confirmation',
    subject: 'Your refund is confirmed',
    text: [greeting, '', ...lines, '', 'Dealio'].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      '<p>Dealio</p>',
    ].join('\n'),
  }
}
