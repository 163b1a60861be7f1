import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { countryOfPostcode } from '../../src/shared/domain/address/address-country'
import { parsePostcode } from '../../src/shared/domain/address/postcode'
import {
  AddressResolveResponse,
  AddressSuggestionsResponse,
} from '../../src/shared/schemas/address'

const get = (path: string, query: Record<string, string>, host = 'localhost') =>
  SELF.fetch(`http://${host}/api/v1/addresses/${path}?${new URLSearchParams(query)}`, {
    headers: { 'cf-connecting-ip': '203.0.113.19' },
  })

async function suggest(q: string, host?: string) {
  const res = await get('autocomplete', { q }, host)
  expect(res.status).toBe(200)
  return AddressSuggestionsResponse.parse(await res.json()).data.suggestions
}

const IE = 'ie.localhost'
/** A suggestion's label ends with its postcode or Eircode, both two words ('SW11 1AB'). */
const postcodeOf = (label: string) => label.split(' ').slice(-2).join(' ')

async function resolve(id: string, host?: string) {
  const res = await get('format', { id }, host)
  expect(res.status).toBe(200)
  return AddressResolveResponse.parse(await res.json()).data.address
}

describe('GET /api/v1/addresses/autocomplete (the local fake lookup)', () => {
  it('suggests the numbered house on matching streets for part of an address', async () => {
    const suggestions = await suggest('12 high')
    expect(suggestions.length).toBeGreaterThan(0)
    expect(suggestions.length).toBeLessThanOrEqual(8)
    for (const { label } of suggestions) expect(label).toMatch(/^12 High /)
    // The same text always answers the same suggestions: tests can rely on them.
    expect(await suggest('  12   HIGH ')).toEqual(suggestions)
  })

  it('suggests the addresses of a postcode however it is typed, and one for an Eircode', async () => {
    const street = await suggest('ba11aa')
    expect(street.length).toBeGreaterThan(1)
    for (const { label } of street) expect(label).toMatch(/ BA1 1AA$/)
    const eircode = await suggest('d02 x285', IE)
    expect(eircode).toHaveLength(1)
    expect(eircode[0]!.label).toMatch(/ D02 X285$/)
  })

  it('searches the site’s own country only: Irish addresses on the Irish site, British on the UK one', async () => {
    // 'street' matches streets in both countries; each site sees its own.
    const irish = await suggest('street', IE)
    expect(irish.length).toBeGreaterThan(0)
    for (const { label } of irish) expect(countryOfPostcode(postcodeOf(label))).toBe('ie')
    const british = await suggest('street')
    expect(british.length).toBeGreaterThan(0)
    for (const { label } of british) expect(countryOfPostcode(postcodeOf(label))).toBe('gb')
    // A London street or postcode typed on the Irish site, an Eircode on the UK site: nothing.
    expect(await suggest('church lane london', IE)).toEqual([])
    expect(await suggest('SW11 1AB', IE)).toEqual([])
    expect(await suggest('d02 x285')).toEqual([])
  })

  it('does not resolve an address of the other country, even by a known id', async () => {
    const [london] = await suggest('1 church lane')
    expect((await resolve(london!.id)).town).toBe('London')
    const res = await get('format', { id: london!.id }, IE)
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } })
  })

  it('answers no suggestions for text it cannot place', async () => {
    expect(await suggest('zzqx nowhere')).toEqual([])
  })

  it('answers 400 for text too short, too long or missing', async () => {
    for (const query of [{ q: 'a' }, { q: ' ' }, { q: 'x'.repeat(101) }, {}]) {
      const res = await get('autocomplete', query as Record<string, string>)
      expect(res.status).toBe(400)
      const body = (await res.json()) as { error: { code: string; message: string } }
      expect(body.error.code).toBe('INVALID')
      expect(body.error.message).not.toBe('')
    }
  })
})

describe('GET /api/v1/addresses/format (resolving a suggestion)', () => {
  it('resolves each suggestion to a full address with a normal-form postcode', async () => {
    for (const [host, text] of [
      [undefined, '7 station'],
      [IE, 'd02x285'],
    ] as const) {
      for (const { id, label } of await suggest(text, host)) {
        const address = await resolve(id, host)
        expect(label).toContain(address.line1)
        expect(label.endsWith(address.postcode)).toBe(true)
        expect(parsePostcode(address.postcode)?.postcode).toBe(address.postcode)
        expect(address.town).not.toBe('')
      }
    }
  })

  it('gives Irish addresses valid Eircodes of their own', async () => {
    const [a, b] = (await suggest('main street', IE)).filter((s) => / D02 /.test(s.label))
    const first = await resolve(a!.id, IE)
    const second = await resolve(b!.id, IE)
    expect(parsePostcode(first.postcode)?.kind).toBe('eircode')
    expect(first.postcode).not.toBe(second.postcode)
  })

  it('answers 404 for an id that names nothing and 400 for a malformed one', async () => {
    for (const id of ['st|999|1', 'st|0|500', 'pc|NOT A CODE|1', 'zz|1|1']) {
      const res = await get('format', { id })
      expect(res.status).toBe(404)
      expect(await res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } })
    }
    for (const query of [{ id: '' }, { id: '<script>' }, {}]) {
      const res = await get('format', query as Record<string, string>)
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ error: { code: 'INVALID' } })
    }
  })
})
