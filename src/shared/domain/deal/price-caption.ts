// Merchants type captions in the trade's shorthand; a shopper reading a card should not have to
// guess what 'pp' means, so it is written out in full.
// Also when more follows ('pp per night'), which then reads as a rate after the price too.
const PER_PERSON = /^p\.?\s?p\.?(?=\s|$)/i

/** A visible price caption in full words ('per person', not 'pp').
 * @example captionWords(' pp ') === 'per person'
 * @example captionWords('pp per night') === 'per person per night' */
export const captionWords = (caption: string): string =>
  caption.trim().replace(PER_PERSON, 'per person')

/** A rate ('per room', 'per person') reads after the price; a lead-in ('from') before it.
 * @example readsAfterPrice('per room') === true; readsAfterPrice('from') === false */
export const readsAfterPrice = (words: string): boolean => /^per\s/i.test(words)
