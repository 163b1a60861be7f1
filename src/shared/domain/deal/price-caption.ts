// Merchants type captions in the trade's shorthand; a shopper reading a card should not have to
// guess what 'pp' means, so it is written out in full.
const PER_PERSON = /^p\.?\s?p\.?$/i

/** A visible price caption in full words ('per person', not 'pp').
 * @example captionWords(' pp ') === 'per person' */
export const captionWords = (caption: string): string =>
  PER_PERSON.test(caption.trim()) ? 'per person' : caption.trim()

/** A rate ('per room', 'per person') reads after the price; a lead-in ('from') before it.
 * @example readsAfterPrice('per room') === true; readsAfterPrice('from') === false */
export const readsAfterPrice = (words: string): boolean => /^per\s/i.test(words)
