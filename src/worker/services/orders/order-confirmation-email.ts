import { paidWith } from '../../../shared/domain/payment/paid-with'
import { BOOKED_STAY_REDEEM } from '../../../shared/domain/voucher/how-to-redeem'
import { voucherUseByText } from '../../../shared/domain/voucher/voucher-validity'
import { formatLongDate, stayDates } from '../../../shared/format/long-date'
import type { StayDates } from '../../../shared/schemas/stay'
import { formatMoney } from '../../../shared/format/money'
import type { OutboxMessage } from '../../storage/outbox-repository'
import type { OrderRow } from '../../storage/order-repository'
import type { VoucherRow } from '../vouchers/voucher-issuing'
import { greet, type MailContext, type MailVoucher } from '../email/mail/mail-content'
import { renderMail } from '../email/mail/render-mail'

// The spec gives no wording for the order confirmation; this is ours: order number, each
// voucher with its code, QR code, picture, merchant and how to redeem it, then the figures the
// checkout's order summary showed.

/** What the confirmation says about a voucher's deal, read before the order's batch. */
export interface OrderMailDeal {
  merchant: string | null
  address: string | null
  /** Absolute, on the brand's host. */
  imageUrl: string | null
  imageAlt: string
  howToRedeem: string
}

export type OrderMailVoucher = Pick<
  VoucherRow,
  'code' | 'dealTitle' | 'productTitle' | 'expiresAt'
> & {
  dealId?: number
  /** The stay the voucher is for, said in the email (with its dates). */
  stay?: StayDates | null
}

const NO_DEAL: OrderMailDeal = {
  merchant: null,
  address: null,
  imageUrl: null,
  imageAlt: '',
  howToRedeem: 'Show the voucher code or its QR code to the merchant when you redeem it.',
}

export function orderConfirmationEmail(
  ctx: MailContext,
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
    | 'paymentMethod'
  >,
  vouchers: readonly OrderMailVoucher[],
  /** The end of a VIP membership bought with the order (UTC ISO), else null. */
  vipUntil: string | null = null,
  deals: ReadonlyMap<number, OrderMailDeal> = new Map(),
): OutboxMessage {
  const money = (minor: number) => formatMoney(minor, order.currency, { zeroAsAmount: true })
  const method = paidWith(order.paymentMethod, order.cashAmount, order.currency)
  const paid: [string, string][] = [
    // The same figures as the checkout's order summary: postage is charged per item.
    ...(order.postageAmount > 0
      ? [['Postage', money(order.postageAmount)] as [string, string]]
      : []),
    ['Order total', money(order.total)],
    ...(order.walletAmountUsed > 0
      ? [['Paid from your wallet', money(order.walletAmountUsed)] as [string, string]]
      : []),
    ...(method ? [[method.label, money(order.cashAmount)] as [string, string]] : []),
    ...(method?.instalments ? [['Instalments', method.instalments] as [string, string]] : []),
    // §4 'Deposit vouchers': the deposit is paid, the balance later.
    ...(order.payLaterAmount > 0
      ? [['Balance to pay later', money(order.payLaterAmount)] as [string, string]]
      : []),
  ]
  const shown: MailVoucher[] = vouchers.map((v) => {
    const deal = (v.dealId !== undefined ? deals.get(v.dealId) : undefined) ?? NO_DEAL
    return {
      code: v.code,
      title: v.dealTitle,
      lines: [
        `${v.productTitle}${v.stay ? `, ${stayDates(v.stay.checkIn, v.stay.checkOut)}` : ''}`,
        // A stay is used on its dates (the line above), not by a deadline.
        ...(v.stay ? [] : [voucherUseByText(v.expiresAt)]),
      ],
      imageUrl: deal.imageUrl,
      imageAlt: deal.imageAlt,
      merchant: deal.merchant,
      address: deal.address,
      howToRedeem: v.stay ? BOOKED_STAY_REDEEM : deal.howToRedeem,
    }
  })
  return renderMail(
    {
      kind: 'order-confirmation',
      subject: `Your ${ctx.brand.name} order ${order.id} is confirmed`,
      preheader: `Order ${order.id}: ${money(order.total)}. Your vouchers are ready to use.`,
      greeting: greet(firstName),
      blocks: [
        {
          type: 'text',
          text: `Thank you for your order ${order.id}. Your vouchers are ready to use.`,
        },
        { type: 'vouchers', vouchers: shown },
        { type: 'facts', rows: paid },
        ...(vipUntil
          ? [{ type: 'text' as const, text: `VIP membership until ${formatLongDate(vipUntil)}` }]
          : []),
        { type: 'button', link: { label: 'My vouchers', url: `${ctx.origin}/myaccount/vouchers` } },
      ],
    },
    ctx,
  )
}
