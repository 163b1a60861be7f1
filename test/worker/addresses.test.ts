import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { postcodeAddresses, postcodeStatements } from '../../scripts/seed/postcodes'

const ORIGIN = 'http://localhost'
const lookup = (postcode: string) =>
  SELF.fetch(`${ORIGIN}/api/v1/addresses?${new URLSearchParams({ postcode })}`, {
    headers: { 'cf-connecting-ip': '203.0.113.9' },
  })

interface LookupBody {
  data?: { addresses: { line1: string; postcode: string; town: string }[] }
  error?: { code: string; message: string }
}

const rows = postcodeAddresses()
const uk = rows.find((row) => row.countryCode === 'gb')!
const ie = rows.find((row) => row.countryCode === 'ie')!

beforeAll(async () => {
  await env.DB.batch(postcodeStatements().map((sql) => env.DB.prepare(sql)))
})

describe('GET /api/v1/addresses?postcode=', () => {
  it('lists every seeded address of a UK postcode, however it was typed', async () => {
    const typed = uk.postcode.toLowerCase().replace(' ', '')
    const res = await lookup(`  ${typed} `)
    expect(res.status).toBe(200)
    const body = (await res.json()) as LookupBody
    const expected = rows.filter((row) => row.postcode === uk.postcode)
    expect(body.data!.addresses).toEqual(
      expected.map(({ line1, line2, town, county, postcode }) => ({
        line1,
        line2,
        town,
        county,
        postcode,
      })),
    )
  })

  it('finds the one address of an Eircode', async () => {
    const res = await lookup(ie.postcode.replace(' ', ''))
    expect(res.status).toBe(200)
    const body = (await res.json()) as LookupBody
    expect(body.data!.addresses).toHaveLength(1)
    expect(body.data!.addresses[0]).toMatchObject({ line1: ie.line1, postcode: ie.postcode })
  })

  it('answers 400 with the spec message for a malformed postcode', async () => {
    for (const postcode of ['hello', 'SW1A 1CA', '', 'x'.repeat(40)]) {
      const res = await lookup(postcode)
      expect(res.status).toBe(400)
      expect(((await res.json()) as LookupBody).error).toEqual({
        code: 'INVALID',
        message: 'Please enter a valid postcode',
      })
    }
  })

  it('answers 400 when the postcode is missing', async () => {
    const res = await SELF.fetch(`${ORIGIN}/api/v1/addresses`)
    expect(res.status).toBe(400)
  })

  it('answers 404 for a well-formed postcode it does not know, so the page offers manual entry', async () => {
    const res = await lookup('ZE2 9ZZ')
    expect(res.status).toBe(404)
    const body = (await res.json()) as LookupBody
    expect(body.error?.code).toBe('NOT_FOUND')
    expect(body.error?.message).toMatch(/enter your address manually/)
  })
})
