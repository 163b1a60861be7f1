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
 * an undetermined one suppresses nothing: the next day's mail may well arrive.
 * @example suppressionFor({ type: 'email.bounced', bounceType: 'Permanent' }) // 'BOUNCE'
 */
export function suppressionFor(event: DeliveryEventInput): SuppressionReason | null {
  if (event.type === 'email.complained') return 'COMPLAINT'
  if (event.type === 'email.bounced' && event.bounceType === 'Permanent') return 'BOUNCE'
  return null
}
