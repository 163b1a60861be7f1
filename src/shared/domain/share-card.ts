/** The share cards' version: part of each card's URL, so a change to how cards are drawn
 * reaches the platforms and the edge that keep a card by its URL. */
export const SHARE_CARD_VERSION = 1

export type ShareCardOf =
  { kind: 'home' } | { kind: 'deal'; dealId: number } | { kind: 'category'; shortName: string }

/** The path of a page's share card (`og:image`), a 1200×630 PNG the images route draws.
 * @example shareCardPath({ kind: 'deal', dealId: 42 }) === '/images/share/deal/42.png?v=1' */
export function shareCardPath(card: ShareCardOf): string {
  const name =
    card.kind === 'home'
      ? 'home'
      : card.kind === 'deal'
        ? `deal/${card.dealId}`
        : `category/${card.shortName}`
  return `/images/share/${name}.png?v=${SHARE_CARD_VERSION}`
}
