/** The ad id of `dealId` in a sponsored section's `data-ad-ids` ("dealId:adId,…"), or null.
 * @example adIdFor('12:7,13:8', 13) // 8 */
export function adIdFor(adIds: string | undefined, dealId: number): number | null {
  for (const pair of (adIds ?? '').split(',')) {
    const [deal, ad] = pair.split(':').map(Number)
    if (deal === dealId && ad !== undefined && Number.isInteger(ad) && ad > 0) return ad
  }
  return null
}

/** The attribute value the server writes for a sponsored section's ads.
 * @example adIdsAttribute([{ adId: 7, dealId: 12 }]) // '12:7' */
export const adIdsAttribute = (ads: readonly { adId: number; dealId: number }[]) =>
  ads.map((a) => `${a.dealId}:${a.adId}`).join(',')
