import type { PaymentFailure } from './payment-errors'
import type { PaymentMethod } from './payment-method'

/** What the shopper picks at checkout: the §1 methods, with PayPal Credit as its own display
 * name over the paypal method. */
export type MethodChoice = PaymentMethod | 'paypal_credit'

/** The choices that leave the checkout for the provider's approval (a redirect for PayPal,
 * Klarna and Clearpay, a payment sheet for the wallets); only the card stays on the page. */
export const APPROVAL_METHODS = [
  'paypal',
  'paypal_credit',
  'klarna',
  'clearpay',
  'google_pay',
  'apple_pay',
] as const
export type ApprovalMethod = (typeof APPROVAL_METHODS)[number]

export const METHOD_NAMES: Record<MethodChoice, string> = {
  credit_card: 'Credit or debit card',
  apple_pay: 'Apple Pay',
  google_pay: 'Google Pay',
  paypal: 'PayPal',
  paypal_credit: 'PayPal Credit',
  klarna: 'Klarna',
  clearpay: 'Clearpay',
}

/** The buttons of the sandbox's approval page, as card numbers are for the card sandbox: the
 * shopper can make each thing a real provider does happen. */
export const APPROVAL_DECISIONS = ['APPROVED', 'DECLINED', 'CANCELLED', 'TIMED_OUT'] as const
export type ApprovalDecision = (typeof APPROVAL_DECISIONS)[number]

/** The §1 method an approval pays with (the order records this one). */
export const paymentMethodOf = (choice: MethodChoice): PaymentMethod =>
  choice === 'paypal_credit' ? 'paypal' : choice

/** Whether the provider offers the instalment plan (the approval page shows the schedule). */
export const showsInstalments = (choice: MethodChoice): choice is 'klarna' | 'clearpay' =>
  choice === 'klarna' || choice === 'clearpay'

/** The §8 failure a provider's refusal reads as: PayPal rejected, Klarna and Clearpay failures,
 * and for the wallets a card declined (the wallet's card is what the bank refused).
 * @example declineCodeOf('paypal_credit') === 'PAYPAL_REJECTED' */
export function declineCodeOf(choice: MethodChoice): PaymentFailure {
  switch (choice) {
    case 'paypal':
    case 'paypal_credit':
      return 'PAYPAL_REJECTED'
    case 'klarna':
      return 'KLARNA_FAILED'
    case 'clearpay':
      return 'CLEARPAY_FAILED'
    default:
      return 'DECLINED'
  }
}

/** What the checkout says when the shopper came back having cancelled: nothing was taken and
 * the basket is as they left it.
 * @example cancelledMessage('klarna') === 'You cancelled paying with Klarna, so nothing was taken. Your basket is unchanged: choose a way to pay when you are ready.' */
export const cancelledMessage = (choice: MethodChoice) =>
  `You cancelled paying with ${METHOD_NAMES[choice]}, so nothing was taken. Your basket is unchanged: choose a way to pay when you are ready.`
