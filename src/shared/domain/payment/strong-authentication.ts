/** What a card's 3-D Secure check came to, as Braintree reports it both to the browser
 * (`threeDSecure.verifyCard`) and on the authorised transaction
 * (`CreditCardDetails.threeDSecure.authentication`). */
export interface ThreeDSecureOutcome {
  liabilityShifted: boolean
  liabilityShiftPossible: boolean
}

/**
 * Whether a card payment meets Strong Customer Authentication (PSD2) well enough to take: the
 * bank authenticated the shopper (liability shifted to it), or the bank could not take part at
 * all (no shift was possible: Braintree's "unavailable", the lookup timing out). A shift that
 * was possible and did not happen means the shopper was not authenticated. The checkout asks
 * this before it posts the order, and the server asks it again of the transaction, since a
 * browser's answer is the shopper's to change.
 * @example strongAuthenticationMet({ liabilityShifted: false, liabilityShiftPossible: true }) === false
 */
export const strongAuthenticationMet = (outcome: ThreeDSecureOutcome): boolean =>
  outcome.liabilityShifted || !outcome.liabilityShiftPossible
