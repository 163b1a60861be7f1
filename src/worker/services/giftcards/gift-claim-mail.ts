import type { Brand } from '../../../shared/config/brands'
import type { OutboxMessage } from '../../storage/outbox-repository'
import type { MailBlock } from '../email/mail/mail-content'
import { renderMail } from '../email/mail/render-mail'

export interface GiftClaimMailInput {
  brand: Brand
  recipientEmail: string
  /** Where the recipient claims the gift: the brand's /mygift. */
  link: string
  code: string
  /** The buyer's gift message (§5 'Gift message'), as typed; null or blank when none. */
  message: string | null
}

/** The e-gift's email to its recipient: the buyer's message, then the claim code. The message is
 * the buyer's own text: React escapes it, and the quote keeps its line breaks.
 * @example giftClaimMail({ ...input, message: 'Happy birthday!' }).text.startsWith('Someone has sent you a gift with this message:') */
export function giftClaimMail(input: GiftClaimMailInput): OutboxMessage {
  const { brand, recipientEmail, link, code } = input
  const message = input.message?.trim() || null
  const blocks: MailBlock[] = [
    ...(message
      ? [
          { type: 'text', text: 'Someone has sent you a gift with this message:' } as const,
          { type: 'quote', text: message } as const,
        ]
      : [{ type: 'text', text: 'Someone has sent you a gift.' } as const]),
    { type: 'text', text: `Claim it at ${link} with the code ${code}.` },
    { type: 'button', link: { label: 'Claim your gift', url: link } },
  ]
  return renderMail(
    { kind: 'gift-claim', subject: `You've been sent a gift from ${brand.name}`, blocks },
    { to: recipientEmail, brand, origin: new URL(link).origin },
  )
}
