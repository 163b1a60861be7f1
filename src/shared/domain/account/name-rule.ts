import { z } from 'zod'

/** §5 has no wording for a malformed name; this is ours. */
export const INVALID_NAME_MESSAGE = 'Please enter a valid name'

// C0 controls (NUL, tab, newline…), DEL and the C1 range: none belongs in a name or an address
// line, and they break mail headers, CSV exports and logs downstream (found by the API fuzzer).
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/

/** True when `text` holds a control character.
 * @example hasControlCharacters('Ann\u0000') === true */
export const hasControlCharacters = (text: string) => CONTROL_CHARACTERS.test(text)

/** `text` without its control characters, for names we cannot refuse (an identity provider's).
 * @example withoutControlCharacters('An\u0000n') === 'Ann' */
export const withoutControlCharacters = (text: string) =>
  text.replace(new RegExp(CONTROL_CHARACTERS.source, 'g'), '')

/** The one schema for a person's name or an address line: trimmed, at most `max` characters, no
 * control characters. Callers add `.min(1, …)` where the field is required.
 * @example NameText(100).parse('  Ann ') === 'Ann' */
export const NameText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((text) => !hasControlCharacters(text), INVALID_NAME_MESSAGE)
