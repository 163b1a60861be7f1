import { stayText } from '../../../shared/domain/travel/stay-lengths'
import { voucherUseByText } from '../../../shared/domain/voucher/voucher-validity'
import { formatLongDate } from '../../../shared/format/long-date'
import type { StayDates } from '../../../shared/schemas/stay'
import { formatMoney } from '../../../shared/format/money'
import { escapeHtml } from '../email/escape-html'
import type { OutboxMessage } from '../../storage/outbox-repository'
import type { OrderRow } from '../../storage/order-repository'
import type { VoucherRow } from '../vouchers/voucher-issuing'

// The spec gives no wording for the order confirmation; this is ours, plain and short like the
// account mails (email-templates.ts): order number, each voucher code, the total.

export function orderConfirmationEmail(
  to: string,
  firstName: string,
  order: Pick<
    OrderRow,
    | 'id'
    | 'total'
    | 'currency'
    | 'walletAmountUsed'
    | 'cashAmount'
    | 'payLaterAmount'
    | 'postageAmount'
  >,
  vouchers: readonly (Pick<VoucherRow, 'code' | 'dealTitle' | 'productTitle' | 'expiresAt'> & {
    /** The stay the voucher is for, said in the email (issue 29). */
    stay?: StayDates | null
  })[],
  origin: string,
  /** The end of a VIP membership bought with the order (UTC ISO), else null. */
  vipUntil: string | null = null,
): OutboxMessage {
  const money = (minor: number) => formatMoney(minor, order.currency, { zeroAsAmount: true })
  const greeting = firstName ? `Hi ${firstName},` : 'Hi,'
  const intro = `Thank you for your order ${order.id}. Your vouchers are ready to use.`
  const voucherLines = vouchers.map(
    (v) =>
      `${v.dealTitle} (${v.productTitle}${v.stay ? `, ${stayText(v.stay)}` : ''}): ${v.code}. ${voucherUseByText(v.expiresAt)}`,
  )
  const paid = [
    // The same figures as the checkout's order summary: postage is charged per item.
    ...(order.postageAmount > 0 ? [`Postage: ${money(order.postageAmount)}`] : []),
    `Order total: ${money(order.total)}`,
    ...(order.walletAmountUsed > 0
      ? [`Paid from your wallet: ${money(order.walletAmountUsed)}`]
      : []),
    ...(order.walletAmountUsed > 0 ? [`Paid by card: ${money(order.cashAmount)}`] : []),
    // §4 'Deposit vouchers': the deposit is paid, the balance later.
    ...(order.payLaterAmount > 0 ? [`Balance to pay later: ${money(order.payLaterAmount)}`] : []),
    ...(vipUntil ? [`VIP membership until ${formatLongDate(vipUntil)}`] : []),
  ]
  const link = `${origin}/myaccount/vouchers`
  const text = [
    greeting,
    '',
    intro,
    '',
    ...voucherLines,
    '',
    ...paid,
    '',
    `My vouchers: ${link}`,
    '',
    'Dealio',
  ].join('\n')
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<ul>${voucherLines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    ...paid.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link)}">My vouchers</a></p>`,
    '<p>Dealio</p>',
  ].join('\n')
  return {
    to,
    kind: 'order-confirmation',
    subject: `Your Dealio order ${order.id} is confirmed`,
    text,
    html,
  }
}
