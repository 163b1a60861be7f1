import { ACCOUNT_MESSAGES, isValidEmail } from '../account/registration-validation'

/** §5: "Gift message has a character counter". The spec gives no limit; 250 characters fits a
 * printed gift card and an e-gift email without scrolling, as UK gifting sites allow. */
export const GIFT_MESSAGE_MAX_LENGTH = 250

export const GIFT_MESSAGES = {
  recipientEmailRequired: 'Please enter the recipient’s email address',
  messageTooLong: `Your message must be ${GIFT_MESSAGE_MAX_LENGTH} characters or fewer`,
} as const

/** The counter under the gift message, e.g. '12/250'. Characters are counted as the shopper
 * sees them (an emoji is one), not as UTF-16 units.
 * @example giftMessageCounter('Happy birthday!') === '15/250' */
export function giftMessageCounter(message: string): string {
  return `${giftMessageLength(message)}/${GIFT_MESSAGE_MAX_LENGTH}`
}

export function giftMessageLength(message: string): number {
  return [...message].length
}

export interface EGiftInput {
  recipientEmail: string | null | undefined
  message: string | null | undefined
}

export interface EGiftErrors {
  recipientEmail?: string
  message?: string
}

/** Field errors for an e-gift (§5: "Recipient email required for an e-voucher"; §3 "e-gift
 * (free)", so there is no price to check). An empty object means valid.
 * @example eGiftErrors({ recipientEmail: '', message: 'Hi' }) // { recipientEmail: 'Please enter the recipient’s email address' } */
export function eGiftErrors(input: EGiftInput): EGiftErrors {
  const errors: EGiftErrors = {}
  const email = input.recipientEmail?.trim() ?? ''
  if (email === '') errors.recipientEmail = GIFT_MESSAGES.recipientEmailRequired
  else if (!isValidEmail(email)) errors.recipientEmail = ACCOUNT_MESSAGES.invalidEmail
  if (giftMessageLength(input.message ?? '') > GIFT_MESSAGE_MAX_LENGTH) {
    errors.message = GIFT_MESSAGES.messageTooLong
  }
  return errors
}
