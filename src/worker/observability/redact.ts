/** What a log line may never carry (developers' guide: never log a password, card number or
 * token). Keys are compared without case or separators, so `card_number`, `cardNumber` and
 * `Card-Number` are one key. */
const SECRET_KEY =
  /pass(word|wd|phrase)?$|secret|token|cvv|cvc|cardnumber|^pan$|nonce|cookie|apikey|^authorization$|^otp$|privatekey/

/** 13 to 19 digits, possibly grouped by single spaces or dashes: the length of a card number
 * (ISO/IEC 7812). Ids, prices and epoch milliseconds in text are shorter or carry letters. */
export const PAN = /(?<![\d])\d(?:[ -]?\d){12,18}(?![\d])/g
/** A UUID (request ids, authorisation ids): its dash-grouped digits can make 13 or more in a
 * row ("…98-3921-4986-8963…"), which is not a card number. Matched first, so it is kept whole. */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi
const UUID_OR_PAN = new RegExp(`${UUID.source}|${PAN.source}`, 'gi')

/** `text` with its UUIDs taken out, for a check that looks for card numbers in it. */
export const withoutUuids = (text: string): string => text.replace(UUID, '<uuid>')
/** An `Authorization`-style credential inside free text (an error message quoting a header). */
const BEARER = /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi

export const REDACTED = '[redacted]'
export const MASKED_PAN = '[card number]'
const MAX_DEPTH = 6

/** Luhn's check (ISO/IEC 7812-1): a number field is masked only when it could be a card's,
 * so epoch milliseconds and large counters still read as numbers. */
function isCardNumber(value: number): boolean {
  if (!Number.isSafeInteger(value) || value < 1e12) return false
  const digits = String(value)
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
    sum += digit
  }
  return sum % 10 === 0
}

/** Keys that name one of our own ids (`id`, `dealId`, `deal_id`, `order`, `orderNumber`,
 * `orderReference`): order numbers are 15-digit integers, and one in ten passes Luhn's check, so
 * the logs lost a tenth of their order numbers to the card mask. A card number never reaches us
 * as a JSON number (the fields are the provider's), so a number under such a key is ours; a
 * string under it is still searched for card numbers. Matched on the key as written: letters
 * alone would take `paid` or `void` for an id. */
const OWN_ID_KEY =
  /(?:^|[_-])id$|[a-z]Id$|^order(?:[_-]?number|Number)?$|(?:^r|[_-]r|[a-z]R)eference$/

const keyOf = (key: string) => key.toLowerCase().replace(/[^a-z]/g, '')
const isSecretKey = (key: string) => SECRET_KEY.test(keyOf(key))

/** A string with every card-number-looking run and bearer credential masked.
 * @example redactText('card 4111 1111 1111 1111 declined') // 'card [card number] declined' */
export const redactText = (text: string): string =>
  text
    .replace(UUID_OR_PAN, (run) =>
      new RegExp(`^${UUID.source}$`, 'i').test(run) ? run : MASKED_PAN,
    )
    .replace(BEARER, `$1 ${REDACTED}`)

/** A copy of `value` safe to log: secret-named keys dropped to `[redacted]`, card numbers
 * masked in every string (and integers that pass Luhn's check), errors as name, message and
 * stack, depth bounded so a cyclic object cannot hang a log call.
 * @example redact({ email: 'a@b.c', password: 'x' }) // { email: 'a@b.c', password: '[redacted]' } */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value)
  if (typeof value === 'number') return isCardNumber(value) ? MASKED_PAN : value
  if (typeof value === 'bigint') return redactText(String(value))
  if (value === null || typeof value !== 'object') return value
  if (depth >= MAX_DEPTH) return '[too deep]'
  if (value instanceof Error) {
    return redact({ name: value.name, message: value.message, stack: value.stack }, depth + 1)
  }
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1))
  const safe: Record<string, unknown> = {}
  for (const [key, field] of Object.entries(value)) {
    safe[key] = isSecretKey(key)
      ? REDACTED
      : typeof field === 'number' && OWN_ID_KEY.test(key)
        ? field
        : redact(field, depth + 1)
  }
  return safe
}
