import type { DealAddress } from '../../shared/schemas/deal'
import type { ShareLink } from '../islands/deal/deal-share'

/** An image URL asking for a quality (§9 'Image quality'): `?q=` is added, or replaced when
 * the URL already has one, so cached pages and images agree on one URL per quality.
 * @example imageUrlWithQuality('/images/deal/42/1.svg', 35) === '/images/deal/42/1.svg?q=35' */
export function imageUrlWithQuality(url: string, quality: number): string {
  const [path = '', query = ''] = url.split('?', 2)
  const params = new URLSearchParams(query)
  params.set('q', String(quality))
  return `${path}?${params.toString()}`
}

/** The address as one line, in the order a sat-nav or a letter reads it.
 * @example addressLine(address) === '1 High St, Leeds, LS1 1AA' */
export function addressLine(address: DealAddress): string {
  return [address.addressLine1, address.addressLine2, address.town, address.postCode]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ')
}

/** 'Get directions': a Google Maps search for the address (the documented `api=1` URL, which
 * opens the app on phones). The text is searched rather than the coordinates so the map shows
 * the business by name, not a bare pin.
 * @example directionsUrl(address) === 'https://www.google.com/maps/search/?api=1&query=1+High+St%2C+Leeds' */
export function directionsUrl(address: DealAddress): string {
  const query = new URLSearchParams({ api: '1', query: addressLine(address) })
  return `https://www.google.com/maps/search/?${query.toString()}`
}

/** The §9 share links for a deal: Facebook, X, WhatsApp and email, each a plain URL that works
 * without script. The text is the deal's headline; the URL is its public share URL.
 * @example shareLinks({ shareUrl, headline })[0].href.startsWith('https://www.facebook.com/sharer') */
export function shareLinks({
  shareUrl,
  headline,
}: {
  shareUrl: string
  headline: string
}): ShareLink[] {
  const url = encodeURIComponent(shareUrl)
  const text = encodeURIComponent(headline)
  return [
    {
      network: 'facebook',
      label: 'Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    },
    { network: 'x', label: 'X', href: `https://x.com/intent/tweet?url=${url}&text=${text}` },
    {
      network: 'whatsapp',
      label: 'WhatsApp',
      href: `https://wa.me/?text=${encodeURIComponent(`${headline} ${shareUrl}`)}`,
    },
    {
      network: 'email',
      label: 'Email',
      href: `mailto:?subject=${text}&body=${encodeURIComponent(`${headline}\n\n${shareUrl}`)}`,
    },
  ]
}
