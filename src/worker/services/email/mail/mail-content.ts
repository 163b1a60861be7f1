import type { Brand } from '../../../../shared/config/brands'

// One message is one list of blocks; the HTML part (mail-document.tsx) and the text part
// (mail-text.ts) are both drawn from it, so the two never say different things.

export interface MailLink {
  label: string
  url: string
}

/** One deal of the daily deals email, priced for its reader. */
export interface MailDeal {
  title: string
  location: string
  url: string
  imageUrl: string
  imageAlt: string
  price: string
  /** The struck-through figure: the original price, or the standard price under a VIP one. */
  wasPrice: string | null
  /** 'VIP price' when the figure is a member's, '-60%' otherwise; null when neither. */
  badge: string | null
}

/** One voucher of an order confirmation: its code as text and as a QR code, what it is for and
 * where it is used. */
export interface MailVoucher {
  code: string
  title: string
  lines: string[]
  imageUrl: string | null
  imageAlt: string
  merchant: string | null
  address: string | null
  howToRedeem: string
}

export type MailBlock =
  | { type: 'text'; text: string; strong?: boolean }
  | { type: 'button'; link: MailLink }
  | { type: 'facts'; rows: readonly (readonly [label: string, value: string])[] }
  | { type: 'quote'; text: string }
  | { type: 'vouchers'; vouchers: readonly MailVoucher[] }
  | { type: 'deals'; deals: readonly MailDeal[] }

/** Every kind of mail a template renders: the outbox row's `kind`, by which the dev mailbox,
 * metrics and the send-time rules tell mails apart. A closed list so that every-mail.test.ts,
 * keyed by it, cannot leave a new kind out of its checks in every brand. */
export type MailKind =
  | 'welcome'
  | 'already-registered'
  | 'activation'
  | 'password-reset'
  | 'password-changed'
  | 'subscription-confirmation'
  | 'order-confirmation'
  | 'gift-claim'
  | 'gift-claimed'
  | 'deposit-reminder'
  | 'refund-confirmation'
  | 'return-approved'
  | 'return-rejected'
  | 'parcel-dispatched'
  | 'parcel-delivered'
  | 'booking-requested'
  | 'booking-confirmed'
  | 'booking-declined'
  | 'booking-proposed'
  | 'merchant-booking-request'
  | 'merchant-booking-confirmed'
  | 'vip-renewal'
  | 'daily-deals'
  | 'back-in-stock'

/** What a template says; the brand's layout and both parts come from renderMail. */
export interface MailContent {
  kind: MailKind
  subject: string
  /** The line a mail client shows beside the subject in the inbox list. */
  preheader?: string
  /** 'Hi Ann,' or 'Hello,'; left out for mail to someone we cannot greet. */
  greeting?: string
  blocks: readonly MailBlock[]
  /** A marketing message's unsubscribe link: shown in the footer and sent as RFC 8058's
   * List-Unsubscribe headers. */
  unsubscribeUrl?: string
}

/** Who the message goes to, and the brand and origin its layout and links belong to. */
export interface MailContext {
  to: string
  brand: Brand
  /** The origin links start at (mailOrigin / brandOrigin), no trailing slash. */
  origin: string
}

/** The greeting every shopper mail opens with.
 * @example greet('Ann') === 'Hi Ann,'; greet('') === 'Hi,' */
export const greet = (firstName: string | null | undefined) =>
  firstName?.trim() ? `Hi ${firstName.trim()},` : 'Hi,'
