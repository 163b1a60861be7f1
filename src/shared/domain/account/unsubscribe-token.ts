// Transactions §5 'Unsubscribe needs a token' and §8 'Unsubscribe token missing'.
export const SUBSCRIPTION_MESSAGES = {
  tokenMissing: 'Unsubscribe token missing',
  notRegistered: "Email wasn't registered",
  failed: 'Error on user subscription.',
  locationRequired: 'A location is required for subscribing',
  unknownLocation: 'Please choose a location from the list',
} as const

// Our tokens are 32 random bytes in base64url: 43 characters from that alphabet.
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

/** Whether a link's token could be one of ours; anything else is answered without a lookup.
 * @example isWellFormedUnsubscribeToken('x') === false */
export const isWellFormedUnsubscribeToken = (token: string) => TOKEN_PATTERN.test(token)
