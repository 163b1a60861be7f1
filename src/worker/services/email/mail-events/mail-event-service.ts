import type { D1Database } from '@cloudflare/workers-types'
import { suppressionFor } from '../../../../shared/domain/marketing/mail-suppression'
import type { MailEventResponse } from '../../../../shared/schemas/mail-event'
import { describeIssues, DomainError } from '../../../errors'
import { MailSuppressionRepository } from '../../../storage/mail-suppression-repository'
import { ResendEvent } from './resend-event'
import { verifySvixSignature, type SvixHeaders } from './svix-signature'

/** The provider whose notifications these are, as mail_provider_events names it. */
const MAIL_EVENTS_PROVIDER = 'resend'

const MAIL_EVENT_SIGNATURE_INVALID = 'The notification’s signature is not valid'

/**
 * The mail provider's delivery notifications (Resend's webhooks, signed through Svix): a hard
 * bounce or a complaint puts its recipients on the marketing suppression list, once per
 * notification. The endpoint and the dev mailbox's simulated bounce both come through here, so
 * the local stand-in runs the production path from the raw body on.
 */
export class MailEventService {
  private readonly suppressions: MailSuppressionRepository

  constructor(
    db: D1Database,
    private readonly secret: string | null,
  ) {
    this.suppressions = new MailSuppressionRepository(db)
  }

  async receive(
    raw: { body: string; headers: SvixHeaders },
    now: Date,
  ): Promise<MailEventResponse['data']> {
    if (!this.secret) throw new DomainError('UNAVAILABLE', 'Mail notifications are not configured')
    const signed = await verifySvixSignature({ secret: this.secret, ...raw, now })
    if (!signed) throw new DomainError('UNAUTHORISED', MAIL_EVENT_SIGNATURE_INVALID)
    const event = ResendEvent.safeParse(parseJson(raw.body))
    if (!event.success) throw new DomainError('INVALID', describeIssues(event.error))
    const { type, data } = event.data
    const reason = suppressionFor({ type, bounceType: data.bounce?.type })
    if (!reason || !data.to?.length) return { outcome: 'IGNORED' }
    const isNew = await this.suppressions.recordSuppressing({
      provider: MAIL_EVENTS_PROVIDER,
      eventId: raw.headers.id,
      type,
      reason,
      emails: data.to,
      nowIso: now.toISOString(),
    })
    return { outcome: isNew ? 'SUPPRESSED' : 'DUPLICATE' }
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    throw new DomainError('INVALID', 'The body must be JSON')
  }
}
