/** How a voucher's redeemLocationUrl reads to the shopper: an online voucher's link is where to
 * redeem it; an in-person voucher's link is a map of the place (the catalogue stores a maps
 * search for local deals), so calling it 'Redeem online' sends the shopper to the wrong place. */
export type RedeemLinkKind = 'directions' | 'online'

const MAP_HOSTS = /(^|\.)(maps\.google\.[a-z.]+|maps\.apple\.com|goo\.gl|maps\.app\.goo\.gl)$/
const MAP_PATH = /^\/maps(\/|$)/

const isMapLink = (url: string) => {
  try {
    const { hostname, pathname } = new URL(url)
    return (
      MAP_HOSTS.test(hostname) ||
      (/(^|\.)google\.[a-z.]+$/.test(hostname) && MAP_PATH.test(pathname))
    )
  } catch {
    return false
  }
}

/** The kind of a voucher's redeem link: directions when the voucher has a redeem address or the
 * link is a map, online otherwise; null without a link.
 * @example redeemLinkKind({ redeemLocation: null, redeemLocationUrl: 'https://www.google.com/maps/search/?api=1&query=1,2' }) === 'directions' */
export function redeemLinkKind(voucher: {
  redeemLocation: unknown
  redeemLocationUrl: string | null
}): RedeemLinkKind | null {
  if (!voucher.redeemLocationUrl) return null
  return voucher.redeemLocation !== null || isMapLink(voucher.redeemLocationUrl)
    ? 'directions'
    : 'online'
}
