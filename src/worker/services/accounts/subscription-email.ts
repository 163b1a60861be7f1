import type { OutboxMessage } from '../../storage/outbox-repository'
import type { MailContext } from '../email/mail/mail-content'
import { renderMail } from '../email/mail/render-mail'

/** Where a subscription email's link leads: the preferences page, which also unsubscribes. */
export const preferencesPath = (token: string) =>
  `/email-preferences?token=${encodeURIComponent(token)}`

/** Confirms a new subscription and carries its first preferences/unsubscribe link (§1: 'may
 * unsubscribe at any time'). The wording is ours; the spec gives none. */
export function subscriptionConfirmationEmail(ctx: MailContext, url: string): OutboxMessage {
  return renderMail(
    {
      kind: 'subscription-confirmation',
      subject: `You're subscribed to ${ctx.brand.name} deals`,
      greeting: 'Hi,',
      blocks: [
        {
          type: 'text',
          text: `You're subscribed to ${ctx.brand.name}'s daily deals for your area.`,
        },
        { type: 'text', text: 'Choose how often we write, or unsubscribe at any time, here:' },
        { type: 'button', link: { label: 'Email preferences and unsubscribe', url } },
      ],
    },
    ctx,
  )
}
