import type { OutboxMessage } from '../../storage/outbox-repository'
import type { ParcelRow } from '../../storage/parcel-repository'
import { mailTo } from '../email/email-templates'
import { greet, type MailKind } from '../email/mail/mail-content'
import { renderMail } from '../email/mail/render-mail'

// The spec gives no wording for the order progress emails; ours are plain and short like the
// order confirmation: what was sent, the tracking reference, and the voucher page's link.

type Parcel = Pick<
  ParcelRow,
  'id' | 'orderId' | 'dealTitle' | 'productTitle' | 'firstName' | 'email' | 'trackingReference'
>

function message(
  parcel: Parcel,
  kind: MailKind,
  subject: string,
  lines: string[],
  origin: string,
): OutboxMessage {
  return renderMail(
    {
      kind,
      subject,
      greeting: greet(parcel.firstName),
      blocks: [
        ...lines.map((text) => ({ type: 'text' as const, text })),
        {
          type: 'button',
          link: { label: 'Your voucher', url: `${origin}/myaccount/vouchers/${parcel.id}` },
        },
      ],
    },
    mailTo(parcel.email, origin),
  )
}

const what = (parcel: Parcel) =>
  `${parcel.dealTitle} (${parcel.productTitle}) from order ${parcel.orderId}`

/** Sent once, with the DISPATCH transition that won (same batch). */
export function parcelDispatchedEmail(
  parcel: Parcel,
  trackingReference: string,
  origin: string,
): OutboxMessage {
  return message(
    parcel,
    'parcel-dispatched',
    'Your order is on its way',
    [`${what(parcel)} has been dispatched.`, `Tracking reference: ${trackingReference}`],
    origin,
  )
}

/** Sent once, with the DELIVER transition: marked by the merchant or an admin, or inferred by
 * the scheduled job some days after dispatch (then it says so, since nobody saw it arrive). */
export function parcelDeliveredEmail(
  parcel: Parcel,
  inferred: boolean,
  origin: string,
): OutboxMessage {
  return message(
    parcel,
    'parcel-delivered',
    inferred ? 'Your order should have arrived' : 'Your order has been delivered',
    [
      ...(inferred
        ? [
            `${what(parcel)} was dispatched some days ago and should have arrived by now.`,
            'If it has not arrived, please let us know.',
          ]
        : [`${what(parcel)} has been delivered.`]),
      'If something is wrong with it, you can request a return from your voucher.',
    ],
    origin,
  )
}
