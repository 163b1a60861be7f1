/** The messages between the checkout and the sandbox's card pages in their iframes: the hosted
 * card fields (sandbox-hosted-fields-page.tsx) and the 3-D Secure challenge
 * (sandbox-challenge-page.tsx). Braintree's Hosted Fields and 3-D Secure talk to their iframes
 * the same way; every receiver checks the sender's origin and window before reading one. */
export const CARD_MESSAGE = {
  /** checkout → fields: tokenise what the shopper typed. */
  tokenize: 'dealio:card:tokenize',
  /** fields → checkout */
  ready: 'dealio:card:ready',
  changed: 'dealio:card:changed',
  height: 'dealio:card:height',
  /** Enter pressed in a field: the checkout submits as if Place order were pressed. */
  submit: 'dealio:card:submit',
  token: 'dealio:card:token',
  error: 'dealio:card:error',
  /** challenge → checkout: the shopper's answer. */
  challengeResult: 'dealio:3ds:result',
  /** Escape pressed inside the challenge's frame, where the dialog around it never hears it. */
  challengeCancel: 'dealio:3ds:cancel',
} as const

export type CardMessage =
  | {
      type:
        | typeof CARD_MESSAGE.ready
        | typeof CARD_MESSAGE.changed
        | typeof CARD_MESSAGE.submit
        | typeof CARD_MESSAGE.challengeCancel
    }
  | { type: typeof CARD_MESSAGE.height; height: number }
  | { type: typeof CARD_MESSAGE.token; token: string }
  | { type: typeof CARD_MESSAGE.error; message: string }
  | { type: typeof CARD_MESSAGE.challengeResult; status: 'AUTHENTICATED' | 'FAILED' }
