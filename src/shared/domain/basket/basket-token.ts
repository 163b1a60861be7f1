// transactions §5 and §9: "Basket token length check: above 10".
const BASKET_TOKEN_MIN_LENGTH_EXCLUSIVE = 10
// §5: "A customer token shorter than 10 characters stops the wishlist fetch".
const CUSTOMER_TOKEN_MIN_LENGTH = 10

/** transactions §5: "Basket token valid only if longer than 10 characters (and not the string
 * undefined); fetch by token requires this". The 'undefined' string is what a client sends when
 * it interpolates a missing cookie, so it is refused by name even though it is short anyway.
 * @example isValidBasketToken('b7c1e0a2f9d4') === true; isValidBasketToken('undefined') === false */
export function isValidBasketToken(token: string | null | undefined): token is string {
  if (typeof token !== 'string') return false
  return token !== 'undefined' && token.length > BASKET_TOKEN_MIN_LENGTH_EXCLUSIVE
}

/** The token of a newly created basket, read from the create response's Location header
 * (transactions §7: "new token read from the Location response header"), or null when it is
 * missing or fails the §5 check ("Creation response token accepted only if longer than 10;
 * otherwise a log entry is made and null returned" — the caller logs, this stays pure).
 * @example basketTokenFromLocation('/api/v1/basket/b7c1e0a2f9d4') === 'b7c1e0a2f9d4' */
export function basketTokenFromLocation(location: string | null | undefined): string | null {
  if (!location) return null
  const path = location.split(/[?#]/, 1)[0] ?? ''
  const token = decodeSegment(path.replace(/\/+$/, '').split('/').pop() ?? '')
  return isValidBasketToken(token) ? token : null
}

/** transactions §5: a customer token shorter than 10 characters is not worth a lookup.
 * @example isUsableCustomerToken('c0ffee-1234') === true; isUsableCustomerToken('short') === false */
export function isUsableCustomerToken(token: string | null | undefined): token is string {
  return (
    typeof token === 'string' && token !== 'undefined' && token.length >= CUSTOMER_TOKEN_MIN_LENGTH
  )
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}
