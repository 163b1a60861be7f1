import type { Subscription } from '../../../shared/schemas/subscription'

export type EmailPreferences = Pick<Subscription, 'email' | 'location' | 'status'> & {
  frequency: Subscription['preferences']['frequency']
}

/** The address as the page shows it: enough for its owner to recognise, little for anyone
 * looking over a shoulder or at a forwarded email's link.
 * @example maskEmail('anna@example.com') === 'a***@example.com' */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at < 1) return '***'
  return `${email[0]}***${email.slice(at)}`
}

/** GET /subscriptions/preferences's data as the form edits it; null when the body is not one.
 * @example preferencesFrom({ data: { email: 'a@b.co', status: 'SUBSCRIBED' } })?.frequency === 'daily' */
export function preferencesFrom(body: unknown): EmailPreferences | null {
  const raw = ((body as { data?: unknown } | null)?.data ?? null) as Partial<Subscription> | null
  if (!raw || typeof raw.email !== 'string' || raw.email === '') return null
  return {
    email: raw.email,
    location: typeof raw.location === 'string' && raw.location !== '' ? raw.location : null,
    status: raw.status === 'SUBSCRIBED' ? 'SUBSCRIBED' : 'UNSUBSCRIBED',
    frequency: raw.preferences?.frequency === 'weekly' ? 'weekly' : 'daily',
  }
}

/** Whether saving must also go through POST /subscriptions: the token API edits only how often
 * (and categories), so a new location or subscribing again is the subscribe call's job.
 * @example needsSubscribeCall({ status: 'SUBSCRIBED', location: 'leeds' }, 'leeds') === false */
export function needsSubscribeCall(
  current: Pick<EmailPreferences, 'status' | 'location'>,
  location: string,
): boolean {
  return current.status !== 'SUBSCRIBED' || current.location !== location
}
