// DESIGN 'Quality bars': "no secret, card number or password ever reaches a log". Records come
// from browsers, so anything may be in them; these rules run on every record before it is
// stored (storefront §7 log calls).

/** Field names that hold credentials or card data, at any depth. `ct` and `bt` are the log
 * record's customer and basket tokens (§7 'log service'). */
const SENSITIVE_KEY =
  /token|passw|pwd|secret|card|cvv|cvc|authori[sz]ation|cookie|api[-_]?key|^(ct|bt|pan|iban)$/i

const LIMITS = { depth: 5, keys: 50, items: 50, text: 2000 } as const

const BEARER = /\b(bearer|basic)\s+[\w.~+/=-]+/gi
// A query parameter named like a credential, in a URL inside some text (a referrer, a 404 path).
const SECRET_PARAM = /([?&#][^=&#\s]*(?:token|passw|secret|card|code)[^=&#\s]*=)[^&#\s]*/gi
// 13 to 19 digits, optionally grouped by spaces or hyphens: the lengths card numbers have.
const CARD_CANDIDATE = /\b\d(?:[ -]?\d){12,18}\b/g

/** Whether a digit string passes the Luhn check every card number passes; other long numbers
 * (timestamps, ids) mostly do not, so they are kept.
 * @example passesLuhn('4111111111111111') === true */
export function passesLuhn(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return digits.length > 0 && sum % 10 === 0
}

export const isSensitiveKey = (key: string): boolean => SENSITIVE_KEY.test(key)

/** Text with authorization values, credential query parameters and card numbers masked, cut to
 * 2,000 characters.
 * @example redactText('paid with 4111 1111 1111 1111') === 'paid with [card number]' */
export function redactText(text: string): string {
  // Masked before cutting, so a cut never leaves part of a secret unmatched.
  return text
    .replace(BEARER, '$1 [redacted]')
    .replace(SECRET_PARAM, '$1[redacted]')
    .replace(CARD_CANDIDATE, (match) =>
      passesLuhn(match.replace(/\D/g, '')) ? '[card number]' : match,
    )
    .slice(0, LIMITS.text)
}

/** A JSON value with every sensitive field dropped and every string redacted; nesting, keys and
 * list lengths are capped so one record cannot grow without bound.
 * @example redactLogValue({ ok: 1, password: 'x' }) → { ok: 1 } */
export function redactLogValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value)
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return value
  if (typeof value !== 'object') return null
  if (depth >= LIMITS.depth) return '[nested too deep]'
  if (Array.isArray(value)) {
    return value.slice(0, LIMITS.items).map((item) => redactLogValue(item, depth + 1))
  }
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value).slice(0, LIMITS.keys)) {
    if (!isSensitiveKey(key) && item !== undefined) out[key] = redactLogValue(item, depth + 1)
  }
  return out
}
