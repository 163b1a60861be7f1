/** Every payment outcome the gateways report, with the words of transactions §8 'Payment'. The
 * spec lists each case by its gist ("bank no response", "billing address wrong", ...) and gives
 * verbatim only 'Payment failed.' and 'Oops! Payment Failed'; the rest is worded here as a UK
 * shop says it, keeping the spec's meaning: what went wrong, whether the order was placed, and
 * what to do next. 'Oops! Payment Failed' is the heading above every failure message.
 * `kind` is the DomainError code the worker answers with: bad card input is INVALID (400),
 * a refusal by the bank or provider is UNPROCESSABLE (422), an outage is CONFLICT (409) since
 * the same request may succeed on retry. `field` names the card-form field to mark. */
export const PAYMENT_FAILED_HEADING = 'Oops! Payment Failed'

export const PAYMENT_OUTCOMES = {
  APPROVED: { kind: null, field: null, message: 'Payment successful.' },
  ORDER_NOT_PLACED: {
    kind: 'CONFLICT',
    field: null,
    message:
      "There was a problem with your payment and your order hasn't been placed. You have not been charged. Please try again.",
  },
  ISSUER_UNREACHABLE: {
    kind: 'CONFLICT',
    field: null,
    message: "We didn't get a response from your bank. Please try again or use a different card.",
  },
  BILLING_ADDRESS_MISMATCH: {
    kind: 'UNPROCESSABLE',
    field: 'billingAddress',
    message:
      "Your billing address doesn't match the one your bank holds. Please check it and try again.",
  },
  CARD_NOT_ACCEPTED: {
    kind: 'INVALID',
    field: 'cardNumber',
    message:
      'We do not accept American Express or Diners cards. Please pay with Visa or Mastercard.',
  },
  DECLINED: {
    kind: 'UNPROCESSABLE',
    field: null,
    message:
      'Your card was declined by your bank. Please contact your bank or use a different card.',
  },
  INSUFFICIENT_FUNDS: {
    // A shop does not say why the bank refused: the reason is the cardholder's business.
    kind: 'UNPROCESSABLE',
    field: null,
    message:
      'Your card was declined by your bank. Please contact your bank or use a different card.',
  },
  PROCESSOR_DECLINED: {
    kind: 'UNPROCESSABLE',
    field: null,
    message: 'Your card was declined. Please check your card details and try again.',
  },
  CARD_EXPIRED: {
    kind: 'UNPROCESSABLE',
    field: 'expiry',
    message: 'Your card has expired. Please use a different card.',
  },
  CVV_MISMATCH: {
    kind: 'UNPROCESSABLE',
    field: 'cvv',
    message:
      'The CVV you entered is incorrect. Please check the 3 digits on the back of your card.',
  },
  EXPIRY_INVALID: {
    kind: 'INVALID',
    field: 'expiry',
    message: 'Please enter a valid expiry date.',
  },
  CARD_NUMBER_INVALID: {
    kind: 'INVALID',
    field: 'cardNumber',
    message: 'Please enter a valid card number.',
  },
  SECURITY_CODE_INVALID: {
    kind: 'INVALID',
    field: 'cvv',
    message: 'Please enter a valid security code.',
  },
  ADDRESS_INVALID: {
    kind: 'INVALID',
    field: 'address',
    message: 'Please check your address and try again.',
  },
  PAYPAL_REJECTED: {
    kind: 'UNPROCESSABLE',
    field: null,
    message: 'PayPal could not take this payment. Please choose another way to pay.',
  },
  WALLET_ONLY_NEEDS_CARD: {
    kind: 'UNPROCESSABLE',
    field: null,
    message:
      'Your wallet credit covers this order, but we still need your card details to complete it. Please pay by card.',
  },
  AUTHENTICATION_FAILED: {
    kind: 'UNPROCESSABLE',
    field: null,
    message:
      "We couldn't verify your card with your bank. Please try again or use a different card.",
  },
  GATEWAY_UNREACHABLE: {
    kind: 'CONFLICT',
    field: null,
    message: "We couldn't reach this payment provider. Please pay with Visa or Mastercard.",
  },
  KLARNA_FAILED: {
    kind: 'UNPROCESSABLE',
    field: null,
    message: 'Klarna could not take this payment. Please choose another way to pay.',
  },
  CLEARPAY_FAILED: {
    kind: 'UNPROCESSABLE',
    field: null,
    message: 'Clearpay could not take this payment. Please choose another way to pay.',
  },
  // A card token the gateway no longer knows (spent, expired or forged): the form must be filled
  // again, so it is bad input rather than a refusal.
  INVALID_PAYMENT_TOKEN: {
    kind: 'INVALID',
    field: 'cardNumber',
    message: 'Your card details have expired. Please enter them again.',
  },
  PAYMENT_FAILED: { kind: 'UNPROCESSABLE', field: null, message: 'Payment failed.' },
  EXPRESS_BUY_UNAVAILABLE: {
    kind: 'CONFLICT',
    field: null,
    message: 'Express buy is not available for this deal. Please continue to checkout.',
  },
} as const satisfies Record<
  string,
  {
    kind: 'INVALID' | 'UNPROCESSABLE' | 'CONFLICT' | null
    field: 'cardNumber' | 'expiry' | 'cvv' | 'billingAddress' | 'address' | null
    message: string
  }
>

export type PaymentOutcome = keyof typeof PAYMENT_OUTCOMES
export type PaymentFailure = Exclude<PaymentOutcome, 'APPROVED'>

/** The §8 message shown for an outcome; unknown codes from a provider read as 'Payment failed.'.
 * @example paymentErrorMessage('CARD_EXPIRED') === 'Your card has expired. Please use a different card.' */
export function paymentErrorMessage(outcome: string): string {
  return isPaymentOutcome(outcome)
    ? PAYMENT_OUTCOMES[outcome].message
    : PAYMENT_OUTCOMES.PAYMENT_FAILED.message
}

function isPaymentOutcome(value: string): value is PaymentOutcome {
  return Object.hasOwn(PAYMENT_OUTCOMES, value)
}
