// Merchants type captions in the trade's shorthand; a shopper reading a card should not have to
// guess what 'pp' means, so the known abbreviations are written out in full.
const WORDS: Record<string, string> = {
  pp: 'per person',
  pn: 'per night',
  pppn: 'per person per night',
  ppn: 'per person per night',
}

export interface PriceCaption {
  /** The caption in full words ('per person', not 'pp'). */
  words: string
  /** A rate ('per room', 'per person') reads after the price; a lead-in ('from') before it. */
  afterPrice: boolean
}

/** How a visible price caption is shown beside the price: abbreviations written out, a rate
 * after the figure and a lead-in before it.
 * @example priceCaptionShown('pp') → { words: 'per person', afterPrice: true } */
export function priceCaptionShown(caption: string): PriceCaption {
  const text = caption.trim()
  const words = WORDS[text.toLowerCase().replace(/[.\s/]/g, '')] ?? text
  return { words, afterPrice: /^(per|each|a |an )/i.test(words) }
}
