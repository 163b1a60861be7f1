import type { Env } from '../../env'
import type { OutboxRow } from '../../storage/outbox-repository'

/** What a sender posts: the row as stored (its headers still JSON text). */
export type OutgoingMail = Pick<OutboxRow, 'to' | 'subject' | 'text' | 'html' | 'from' | 'headers'>

/** Delivers one outbox message; throws when it should be retried later. */
export interface EmailSender {
  send(message: OutgoingMail): Promise<void>
}

/** Local development and tests: nothing leaves the worker. Sending "delivers" into the dev
 * mailbox (/dev/mailbox lists the outbox), where the row then shows as sent. */
export class DevMailboxSender implements EmailSender {
  async send(): Promise<void> {}
}

/** Anywhere else without a mail API: fail, so the row stays unsent with this error and is
 * retried, instead of being marked sent while nothing left. */
export class UnconfiguredSender implements EmailSender {
  async send(): Promise<void> {
    throw new Error('MAIL_API_URL is not set')
  }
}

/** Long enough for any mail API; short enough that the sender's lease (mail-queue.ts) holds. */
const SEND_TIMEOUT_MS = 30_000

const headersOf = (json: string | null): Record<string, string> | undefined => {
  if (!json) return undefined
  try {
    return JSON.parse(json) as Record<string, string>
  } catch {
    return undefined
  }
}

/** A transactional mail API taking `{ to, from, subject, text, html, headers }` as JSON with a
 * bearer key; `from` and `headers` are left out when the row has none. */
export class HttpMailSender implements EmailSender {
  constructor(
    private readonly url: string,
    private readonly apiKey: string,
    private readonly fetcher: typeof fetch = fetch,
  ) {}

  async send(message: OutgoingMail): Promise<void> {
    // Called detached: the runtime's fetch called as this object's method throws 'Illegal
    // invocation' (workerd checks its receiver), so no mail would ever leave.
    const fetcher = this.fetcher
    const res = await fetcher(this.url, {
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
        ...(message.from ? { from: message.from } : {}),
        ...(message.headers ? { headers: headersOf(message.headers) } : {}),
      }),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    })
    // Only the status: the API's body may echo the message, and the message holds a token.
    if (!res.ok) throw new Error(`Mail API answered ${res.status}`)
  }
}

/** Where the dev mailbox is the delivery; the same allow-list as /dev/mailbox itself. */
const DEV_MAILBOX_ENVIRONMENTS = new Set(['development', 'test'])

/** The HTTP sender when MAIL_API_URL is configured; otherwise the dev mailbox in development
 * and tests, and a failing sender anywhere else (an unset or unknown environment included). */
export function senderFor(
  env: Pick<Env, 'MAIL_API_URL' | 'MAIL_API_KEY'> & { ENVIRONMENT?: string },
): EmailSender {
  if (env.MAIL_API_URL) return new HttpMailSender(env.MAIL_API_URL, env.MAIL_API_KEY ?? '')
  return DEV_MAILBOX_ENVIRONMENTS.has(env.ENVIRONMENT ?? '')
    ? new DevMailboxSender()
    : new UnconfiguredSender()
}
