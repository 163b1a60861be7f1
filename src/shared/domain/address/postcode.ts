// transactions §5 "Postcode and Eircode lookup; a postcode not found shows invalid postcode with
// a prompt to enter the address manually" and §8 "Address: lookup error with manual entry".

export const INVALID_POSTCODE_MESSAGE = 'Please enter a valid postcode'
export const POSTCODE_NOT_FOUND_MESSAGE =
  'We could not find that postcode. Please enter your address manually.'

type PostcodeKind = 'uk' | 'eircode'

export interface Postcode {
  kind: PostcodeKind
  /** The display and storage form: 'SW11 1AB', 'D02 X285'. */
  postcode: string
}

// Royal Mail's format: outward code (area letters, district digit, optional letter or digit)
// and inward code (sector digit, two unit letters). Area letters never start with Q, V or X, the
// second letter is never I, J or Z, and unit letters avoid C I K M O V, which read like digits
// or each other when handwritten. GIR 0AA is the one historic exception still in use.
const UK_OUTWARD = /^([A-PR-UWYZ][0-9][0-9A-HJKPSTUW]?|[A-PR-UWYZ][A-HK-Y][0-9][0-9ABEHMNPRVWXY]?)$/
const UK_INWARD = /^[0-9][ABD-HJLNP-UW-Z]{2}$/

// Eircode: a routing key (a letter and two digits, or D6W) and a four-character unique
// identifier drawn from digits and the letters A C D E F H K N P R T V W X Y, chosen by An Post
// so no two look alike.
const EIRCODE_ROUTING_KEY = /^([ACDEFHKNPRTVWXY][0-9]{2}|D6W)$/
const EIRCODE_IDENTIFIER = /^[0-9ACDEFHKNPRTVWXY]{4}$/

/** A UK postcode or an Eircode as typed (any case, any spacing) in its one normal form, or
 * null when it is neither: an address lookup only runs for a well-formed code.
 * @example parsePostcode(' sw111ab ') // { kind: 'uk', postcode: 'SW11 1AB' } */
export function parsePostcode(text: string): Postcode | null {
  const compact = text.replace(/\s+/g, '').toUpperCase()
  if (compact.length < 5 || compact.length > 7) return null
  if (compact === 'GIR0AA') return { kind: 'uk', postcode: 'GIR 0AA' }
  const outward = compact.slice(0, -3)
  const inward = compact.slice(-3)
  if (UK_OUTWARD.test(outward) && UK_INWARD.test(inward)) {
    return { kind: 'uk', postcode: `${outward} ${inward}` }
  }
  if (compact.length === 7) {
    const routingKey = compact.slice(0, 3)
    const identifier = compact.slice(3)
    if (EIRCODE_ROUTING_KEY.test(routingKey) && EIRCODE_IDENTIFIER.test(identifier)) {
      return { kind: 'eircode', postcode: `${routingKey} ${identifier}` }
    }
  }
  return null
}

/** Whether `text` is a well-formed UK postcode or Eircode.
 * @example isValidPostcode('D02 X285') === true */
export const isValidPostcode = (text: string): boolean => parsePostcode(text) !== null
