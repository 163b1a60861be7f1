import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
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

async function resolve(id: string) {
  const res = await get('format', { id })
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
    const eircode = await suggest('d02 x285')
    expect(eircode).toHaveLength(1)
    expect(eircode[0]!.label).toMatch(/ D02 X285$/)
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
    for (const { id, label } of [...(await suggest('7 station')), ...(await suggest('d02x285'))]) {
      const address = await resolve(id)
      expect(label).toContain(address.line1)
      expect(label.endsWith(address.postcode)).toBe(true)
      expect(parsePostcode(address.postcode)?.postcode).toBe(address.postcode)
      expect(address.town).not.toBe('')
    }
  })

  it('gives Irish addresses valid Eircodes of their own', async () => {
    const [a, b] = (await suggest('main street')).filter((s) => / D02 /.test(s.label))
    const first = await resolve(a!.id)
    const second = await resolve(b!.id)
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
