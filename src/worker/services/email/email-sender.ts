import type { Env } from '../../env'
import type { OutboxMessage } from '../../storage/outbox-repository'

/** Delivers one queued message; throws when the message should be retried later. */
export interface EmailSender {
  /** False when messages are meant to stay in the outbox (read at /dev/mailbox). */
  readonly delivers: boolean
  send(message: OutboxMessage): Promise<void>
}

/** Local development and tests: nothing leaves the worker; /dev/mailbox shows the outbox. */
export class OutboxOnlySender implements EmailSender {
  readonly delivers = false
  async send(): Promise<void> {}
}

/** A transactional mail API taking `{ to, subject, text, html }` as JSON with a bearer key. */
export class HttpMailSender implements EmailSender {
  readonly delivers = true

  constructor(
    private readonly url: string,
    private readonly apiKey: string,
    private readonly fetcher: typeof fetch = fetch,
  ) {}

  async send(message: OutboxMessage): Promise<void> {
    const res = await this.fetcher(this.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.apiKey ? { authorization: `Bearer ${this.apiKey}` } : {}),
      },
      body: JSON.stringify({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      }),
    })
    // Only the status: the API's body may echo the message, and the message holds a token.
    if (!res.ok) throw new Error(`Mail API answered ${res.status}`)
  }
}

/** The HTTP sender when MAIL_API_URL is configured, otherwise the outbox-only one. */
export function senderFor(env: Pick<Env, 'MAIL_API_URL' | 'MAIL_API_KEY'>): EmailSender {
  return env.MAIL_API_URL
    ? new HttpMailSender(env.MAIL_API_URL, env.MAIL_API_KEY ?? '')
    : new OutboxOnlySender()
}
