/** Why an address gets no more marketing mail (migrations/0045 `email_suppressions.reason`). */
export type SuppressionReason = 'BOUNCE' | 'COMPLAINT' | 'MANUAL'

/** What a delivery notification says about its recipients, in the provider's words: the event's
 * type and, for a bounce, the bounce's type ('Permanent', 'Transient', 'Undetermined'). */
export interface DeliveryEventInput {
  type: string
  bounceType?: string | undefined
}

/**
 * The suppression a delivery notification causes, or null. A hard bounce (the address does not
 * exist, permanently) and a complaint (the reader marked our mail as spam) stop marketing mail
 * at once: sending on harms every brand's sender reputation, and mailbox providers' bulk-sender
 * rules ask for complaints to be honoured. A soft bounce (mailbox full, server busy, a delay) or
 * an undetermined one suppresses nothing: the next day's mail may well arrive. `email.suppressed`
 * (the provider refused to send because the address is on its own list, after an earlier hard
 * bounce or complaint) is a hard bounce for us: the address cannot be reached.
 * @example suppressionFor({ type: 'email.bounced', bounceType: 'Permanent' }) // 'BOUNCE'
 */
export function suppressionFor(event: DeliveryEventInput): SuppressionReason | null {
  if (event.type === 'email.complained') return 'COMPLAINT'
  if (event.type === 'email.bounced' && event.bounceType === 'Permanent') return 'BOUNCE'
  if (event.type === 'email.suppressed') return 'BOUNCE'
  return null
}

/** Outbox kinds that are marketing: held back from suppressed and unsubscribed addresses. Every
 * other kind is transactional (an order, a voucher, a reset) and always goes. A back-in-stock
 * alert tells of no purchase: an address that bounced or complained since signing up gets none.
 * It names no subscription, so a daily-deals unsubscribe does not cancel an alert asked for
 * separately. */
const MARKETING_MAIL_KINDS: readonly string[] = ['daily-deals', 'back-in-stock']

export const isMarketingMail = (kind: string) => MARKETING_MAIL_KINDS.includes(kind)

/** What is known of a queued mail's recipient when it is about to be sent. */
export interface SendTimeFacts {
  kind: string
  /** The address's entry in the suppression list, if any. */
  suppression: SuppressionReason | null
  /** The status of the subscription the mail was written for ('SUBSCRIBED', 'UNSUBSCRIBED'),
   * 'GONE' when that subscription no longer exists, null when the mail names none. */
  subscription: string | null
}

/** Why a mail must not go after all, in words for the outbox row and the log. */
export type HoldReason = `suppressed: ${SuppressionReason}` | 'unsubscribed'

/**
 * Whether a mail already in the outbox must be dropped at send time rather than sent: the
 * address may have bounced, complained or unsubscribed after the mail was written (the daily
 * job writes a page of them at once; the queue sends them later). The same rule as when the
 * mail is written: marketing mail goes only to a subscribed address that is not suppressed;
 * transactional mail always goes, even to a suppressed address (README 'Mail: bounces').
 * @example sendTimeHold({ kind: 'daily-deals', suppression: 'COMPLAINT', subscription: 'SUBSCRIBED' }) // 'suppressed: COMPLAINT'
 */
export function sendTimeHold(facts: SendTimeFacts): HoldReason | null {
  if (!isMarketingMail(facts.kind)) return null
  if (facts.suppression) return `suppressed: ${facts.suppression}`
  if (facts.subscription !== null && facts.subscription !== 'SUBSCRIBED') return 'unsubscribed'
  return null
}
