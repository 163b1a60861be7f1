import { svixSignature, type SvixHeaders } from './svix-signature'

/** What the dev mailbox can make the provider say about a message. */
export type SimulatedMailEvent = 'bounce' | 'complaint'

/**
 * The local stand-in for the provider's webhook: the notification Resend would send about one
 * outbox message, in its format (test/fixtures/mail/resend), signed with the development secret,
 * so the dev mailbox's "bounce" goes through MailEventService.receive like a real one. The event
 * id is the message's and the kind's, so pressing the button twice is a replay.
 */
export async function simulatedMailEvent(input: {
  kind: SimulatedMailEvent
  message: { id: number; to: string; from: string | null; subject: string }
  secret: string
  now: Date
}): Promise<{ body: string; headers: SvixHeaders }> {
  const { kind, message, now } = input
  const body = JSON.stringify({
    type: kind === 'bounce' ? 'email.bounced' : 'email.complained',
    created_at: now.toISOString(),
    data: {
      created_at: now.toISOString(),
      email_id: `dev-${message.id}`,
      from: message.from ?? '',
      to: [message.to],
      subject: message.subject,
      ...(kind === 'bounce'
        ? {
            bounce: {
              message: 'Simulated in the dev mailbox: the recipient does not exist.',
              subType: 'General',
              type: 'Permanent',
            },
          }
        : {}),
    },
  })
  const id = `msg_dev_${message.id}_${kind}`
  const timestamp = String(Math.floor(now.getTime() / 1000))
  return {
    body,
    headers: { id, timestamp, signature: await svixSignature(input.secret, id, timestamp, body) },
  }
}
