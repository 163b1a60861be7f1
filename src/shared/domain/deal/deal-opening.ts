/** Whether a deal opening at `opensAt` has not opened yet at `instant` (both ISO instants as D1
 * stores them): before then only staff may see it (no one may read a deal early). Compared as
 * text, as every `opens_at` query does, so the isolate's kept copies and D1 never disagree on the instant.
 * @example opensAfter('2026-11-22T00:00:00.000Z', '2026-11-21T10:00:00.000Z') // true */
export const opensAfter = (opensAt: string, instant: string): boolean => opensAt > instant

/** Who may preview a deal before it opens: an admin, or a merchant user of the merchant that
 * sells it; nobody else, staff of another merchant included (a rival would otherwise read the
 * launch, prices and all). `dealMerchantId` is null for an unknown deal.
 * @example mayPreviewUnopenedDeal({ role: 'merchant', merchantId: 7 }, 7) // true */
export const mayPreviewUnopenedDeal = (
  viewer: { role: 'admin' | 'merchant'; merchantId: number | null } | null,
  dealMerchantId: number | null,
): boolean => {
  if (!viewer) return false
  if (viewer.role === 'admin') return true
  return viewer.merchantId !== null && viewer.merchantId === dealMerchantId
}
