/** The basket error catalogue of transactions §8 as typed codes. The "internal" ones are what
 * the original client threw at itself on malformed calls; here they are the 400 answers the
 * basket API gives for the same malformed arguments, with the spec's words as the message.
 * `kind` is the DomainError code the worker maps to a status (INVALID 400, CONFLICT 409). */
export const BASKET_ERRORS = {
  ARGS_MALFORMED: { kind: 'INVALID', message: 'args malformed' },
  DEALS_MISSING: { kind: 'INVALID', message: 'Deals missing' },
  URL_MISSING: { kind: 'INVALID', message: 'URL missing' },
  TOKEN_OR_DATA_MALFORMED: { kind: 'INVALID', message: 'basketToken or data are malformed' },
  TOKEN_OR_PRODUCT_ID_MALFORMED: {
    kind: 'INVALID',
    message: 'basketToken or productId are malformed',
  },
  VIP_CHECK_UNDEFINED: { kind: 'INVALID', message: 'Vip check undefined' },
  TOKEN_UNDEFINED: { kind: 'INVALID', message: 'Basket token cannot be undefined.' },
  // §8 Basket, user-facing. Over the limit and sold out are conflicts with the stock, not bad
  // input: the same request could succeed tomorrow.
  MAX_QUANTITY_REACHED: { kind: 'CONFLICT', message: 'max quantity reached' },
  ITEM_UNAVAILABLE: { kind: 'CONFLICT', message: 'Oops! This item is no longer available' },
  SOMETHING_WENT_WRONG: { kind: 'INVALID', message: 'Oops! Something went wrong...' },
} as const satisfies Record<string, { kind: 'INVALID' | 'CONFLICT'; message: string }>

export type BasketErrorCode = keyof typeof BASKET_ERRORS

/** The spec's message for a basket error code.
 * @example basketErrorMessage('DEALS_MISSING') === 'Deals missing' */
export function basketErrorMessage(code: BasketErrorCode): string {
  return BASKET_ERRORS[code].message
}
