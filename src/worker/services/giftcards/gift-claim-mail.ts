import type { Brand } from '../../../shared/config/brands'
import type { OutboxMessage } from '../../storage/outbox-repository'
import { greet, type MailBlock } from '../email/mail/mail-content'
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

export interface GiftClaimedMailInput {
  brand: Brand
  /** The buyer, told of it. */
  to: string
  firstName: string | null
  /** Whom the buyer sent it to, as they typed it. */
  recipientEmail: string
  origin: string
}

/** The buyer's news that the e-gift was claimed. The spec names no such mail; a buyer of a
 * present wants to know it arrived, and that the vouchers are now the recipient's, not theirs.
 * @example giftClaimedMail({ ...input, recipientEmail: 'gwen@example.com' }).subject === 'Your gift has been claimed' */
export function giftClaimedMail(input: GiftClaimedMailInput): OutboxMessage {
  const blocks: MailBlock[] = [
    {
      type: 'text',
      text: `The gift you sent to ${input.recipientEmail} has been claimed: its vouchers are now in their account, ready to use.`,
    },
    { type: 'button', link: { label: 'My vouchers', url: `${input.origin}/myaccount/vouchers` } },
  ]
  return renderMail(
    {
      kind: 'gift-claimed',
      subject: 'Your gift has been claimed',
      greeting: greet(input.firstName ?? ''),
      blocks,
    },
    { to: input.to, brand: input.brand, origin: input.origin },
  )
}
