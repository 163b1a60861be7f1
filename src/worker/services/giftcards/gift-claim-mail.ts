import type { Brand } from '../../../shared/config/brands'
import { escapeHtml } from '../email/escape-html'

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
 * the buyer's own text, so the HTML part escapes it (and keeps its line breaks).
 * @example giftClaimMail({ ...input, message: 'Happy birthday!' }).text.startsWith('Someone has sent you a gift with this message:') */
export function giftClaimMail(input: GiftClaimMailInput) {
  const { brand, recipientEmail, link, code } = input
  const message = input.message?.trim() || null
  const intro = message
    ? 'Someone has sent you a gift with this message:'
    : 'Someone has sent you a gift.'
  const claim = `Claim it at ${link} with the code ${code}.`
  const quoted = message
    ? `<blockquote data-gift-message>${escapeHtml(message).replace(/\r?\n/g, '<br>')}</blockquote>`
    : ''
  return {
    to: recipientEmail,
    subject: `You've been sent a gift from ${brand.name}`,
    text: message ? `${intro}\n\n${message}\n\n${claim}` : `${intro} ${claim}`,
    html: `<p>${intro}</p>${quoted}<p>Claim it at <a href="${link}">${link}</a> with the code <strong>${code}</strong>.</p>`,
    kind: 'gift-claim',
  }
}
