import { describe, expect, it } from 'vitest'
import { addressLine, directionsUrl, imageUrlWithQuality, shareLinks } from './deal-urls'

const address = {
  addressLine1: '1 High St',
  addressLine2: null,
  town: 'Leeds',
  postCode: 'LS1 1AA',
  latLon: { lat: 53.8, lon: -1.55 },
}

describe('imageUrlWithQuality', () => {
  it('adds the quality to a bare URL and replaces one already there', () => {
    expect(imageUrlWithQuality('/images/deal/42/1.svg', 35)).toBe('/images/deal/42/1.svg?q=35')
    expect(imageUrlWithQuality('/images/deal/42/1.svg?q=85&v=2', 60)).toBe(
      '/images/deal/42/1.svg?q=60&v=2',
    )
  })
})

describe('directionsUrl', () => {
  it('searches Google Maps for the address, skipping empty lines', () => {
    expect(addressLine(address)).toBe('1 High St, Leeds, LS1 1AA')
    expect(directionsUrl(address)).toBe(
      'https://www.google.com/maps/search/?api=1&query=1+High+St%2C+Leeds%2C+LS1+1AA',
    )
  })
})

describe('shareLinks', () => {
  const links = shareLinks({
    shareUrl: 'https://dealio.co.uk/deal/london/spa/42/spa-day',
    headline: 'Spa Day & Lunch',
  })

  it('offers Facebook, X, WhatsApp and email, in that order', () => {
    expect(links.map((link) => link.network)).toEqual(['facebook', 'x', 'whatsapp', 'email'])
  })

  it('encodes the deal URL and headline into each link', () => {
    const encoded = encodeURIComponent('https://dealio.co.uk/deal/london/spa/42/spa-day')
    expect(links[0]?.href).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`)
    expect(links[1]?.href).toContain(`url=${encoded}`)
    expect(links[1]?.href).toContain('text=Spa%20Day%20%26%20Lunch')
    expect(links[2]?.href).toMatch(/^https:\/\/wa\.me\/\?text=Spa%20Day%20%26%20Lunch%20https/)
    expect(links[3]?.href).toMatch(/^mailto:\?subject=Spa%20Day%20%26%20Lunch&body=/)
  })
})
