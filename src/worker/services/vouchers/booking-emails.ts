import { longDay } from '../../../shared/format/long-date'
import type { OutboxMessage } from '../../storage/outbox-repository'
import { mailTo } from '../email/email-templates'
import { greet, type MailContent, type MailKind } from '../email/mail/mail-content'
import { renderMail } from '../email/mail/render-mail'

// The spec gives no wording for booking emails; like the parcel emails they are plain and short:
// what happened, the day, and a link to where the next step is taken.

export interface BookingMailFacts {
  voucherId: number
  code: string
  dealTitle: string
  productTitle: string
  merchantName: string | null
  firstName: string
  email: string
}

function body(
  to: string,
  content: Pick<MailContent, 'kind' | 'subject' | 'greeting'>,
  lines: string[],
  link: { href: string; text: string },
  origin: string,
): OutboxMessage {
  return renderMail(
    {
      ...content,
      blocks: [
        ...lines.map((text) => ({ type: 'text' as const, text })),
        { type: 'button', link: { label: link.text, url: link.href } },
      ],
    },
    mailTo(to, origin),
  )
}

function toShopper(
  facts: BookingMailFacts,
  kind: MailKind,
  subject: string,
  lines: string[],
  origin: string,
): OutboxMessage {
  const href = `${origin}/myaccount/vouchers/${facts.voucherId}`
  return body(
    facts.email,
    { kind, subject, greeting: greet(facts.firstName) },
    lines,
    { href, text: 'Your voucher' },
    origin,
  )
}

const what = (facts: BookingMailFacts) => `${facts.dealTitle} (${facts.productTitle})`
const merchant = (facts: BookingMailFacts) => facts.merchantName ?? 'The merchant'

/** To the shopper, with the request (same batch): it was sent, and what happens next. */
export const bookingRequestedEmail = (facts: BookingMailFacts, date: string, origin: string) =>
  toShopper(
    facts,
    'booking-requested',
    'Your booking request was sent',
    [
      `You asked ${facts.merchantName ?? 'the merchant'} for ${longDay(date)} for ${what(facts)}.`,
      'We will email you as soon as they answer.',
    ],
    origin,
  )

/** To the shopper once the day is booked: the merchant accepted it, or the shopper took the
 * merchant's proposal. */
export const bookingConfirmedEmail = (facts: BookingMailFacts, date: string, origin: string) =>
  toShopper(
    facts,
    'booking-confirmed',
    'Your booking is confirmed',
    [
      `${merchant(facts)} has booked ${what(facts)} for ${longDay(date)}.`,
      'Your voucher is now marked Booked.',
    ],
    origin,
  )

export const bookingDeclinedEmail = (facts: BookingMailFacts, date: string, origin: string) =>
  toShopper(
    facts,
    'booking-declined',
    'Please choose another date',
    [
      `${merchant(facts)} cannot take your booking for ${longDay(date)} (${what(facts)}).`,
      'Please choose another date from your voucher.',
    ],
    origin,
  )

export const bookingProposedEmail = (
  facts: BookingMailFacts,
  date: string,
  proposed: string,
  origin: string,
) =>
  toShopper(
    facts,
    'booking-proposed',
    'A new date for your booking',
    [
      `${merchant(facts)} cannot take your booking for ${longDay(date)} (${what(facts)}), but can offer ${longDay(proposed)}.`,
      'Accept that date or choose another from your voucher.',
    ],
    origin,
  )

/** To the merchant's users: a request to answer, or a proposal the shopper took. */
export function merchantBookingNotice(
  facts: BookingMailFacts,
  event: 'requested' | 'proposal-accepted',
  date: string,
  origin: string,
): Omit<OutboxMessage, 'to'> {
  const lines =
    event === 'requested'
      ? [
          `${facts.firstName} asks for ${longDay(date)} for voucher ${facts.code}, ${what(facts)}.`,
          'Please accept it, decline it or propose another date.',
        ]
      : [
          `${facts.firstName} accepted your proposed date, ${longDay(date)}, for voucher ${facts.code}, ${what(facts)}.`,
          'The voucher is now booked.',
        ]
  // One message for every merchant user (merchantNoticeStatement addresses it).
  const { to: _nobody, ...notice } = body(
    '',
    {
      kind: event === 'requested' ? 'merchant-booking-request' : 'merchant-booking-confirmed',
      subject: event === 'requested' ? 'New booking request' : 'Booking confirmed',
      greeting: 'Hello,',
    },
    lines,
    { href: `${origin}/merchant/bookings`, text: 'Booking requests' },
    origin,
  )
  return notice
}
