import type { OutboxMessage } from '../../storage/outbox-repository'
import { escapeHtml } from '../email/escape-html'

/** Where a subscription email's link leads: the preferences page, which also unsubscribes. */
export const preferencesPath = (token: string) =>
  `/email-preferences?token=${encodeURIComponent(token)}`

/** Confirms a new subscription and carries its first preferences/unsubscribe link (§1: 'may
 * unsubscribe at any time'). The wording is ours; the spec gives none. */
export function subscriptionConfirmationEmail(to: string, url: string): OutboxMessage {
  const lines = [
    "You're subscribed to Dealio's daily deals for your area.",
    'Choose how often we write, or unsubscribe at any time, here:',
  ]
  return {
    to,
    kind: 'subscription-confirmation',
    subject: "You're subscribed to Dealio deals",
    text: ['Hi,', '', ...lines, url, '', 'Dealio'].join('\n'),
    html: [
      '<p>Hi,</p>',
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(url)}">Email preferences and unsubscribe</a></p>`,
      '<p>Dealio</p>',
    ].join('\n'),
  }
}
