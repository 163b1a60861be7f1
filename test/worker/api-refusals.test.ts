import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { makeStaff } from '../fixtures/make-staff'
import { ORIGIN, post } from './account-client'
import { dayFromToday } from './clock'

// The wording of the refusals that routes check through the validators of http/validate.ts:
// each bad input keeps its status, code and message, and the order the checks run in.

const get = (path: string) => SELF.fetch(`${ORIGIN}/api/v1${path}`)

async function answerOf(res: Response) {
  const body = (await res.json()) as { error?: { code: string; message: string } }
  return { status: res.status, ...body.error }
}

const invalid = (message: string) => ({ status: 400, code: 'INVALID', message })
const OK = { status: 200 }
const LOCATION_REQUIRED = {
  status: 400,
  code: 'LOCATION_REQUIRED',
  message: 'A search or category feed requires a location',
}
const NOT_A_NUMBER = 'pageSize: Invalid input: expected number, received NaN'
const DEAL_ID = invalid('A deal id is a positive whole number')
// A real day ahead, so only the part under test is wrong.
const DAY = dayFromToday(10)

describe('deal list and search queries', () => {
  it.each([
    ['/deals?pageSize=abc', LOCATION_REQUIRED],
    ['/deals?location=&pageSize=abc', LOCATION_REQUIRED],
    ['/deals?location=london&location=nowhere', OK],
    ['/deals/london?pageSize=abc', invalid(NOT_A_NUMBER)],
    ['/deals/london?pageSize=5&pageSize=6', invalid(NOT_A_NUMBER)],
    ['/deals/london?pageType=home', invalid('pageType must be deal, travel or other')],
    [
      '/deals/london?pageType=home&minPrice=50&maxPrice=10',
      invalid('minPrice: minPrice must not be above maxPrice'),
    ],
    ['/deals/london?pageType=deal&pageType=home', OK],
    ['/deals/london?subccategory=nope', invalid("Unknown subcategory 'nope'")],
    ['/deals/london?subcategory=massage&subccategory=nope', OK],
    [
      `/deals/london?subccategory=${'x'.repeat(81)}`,
      invalid('subcategory: Too big: expected string to have <=80 characters'),
    ],
    ['/deals/london?__proto__=a&__proto__=b', OK],
    ['/search?q=spa&pageSize=abc', LOCATION_REQUIRED],
    ['/search?location=&q=spa', LOCATION_REQUIRED],
    ['/search?location=london&q=spa', OK],
    ['/search/london?q=spa&pageSize=abc', invalid(NOT_A_NUMBER)],
    ['/search/london?subccategory=nope', invalid("Unknown subcategory 'nope'")],
  ])('%s answers %j', async (path, expected) => {
    expect(await answerOf(await get(path))).toEqual(expected)
  })

  it('reads the misspelt subccategory as subcategory', async () => {
    const deals = async (query: string) =>
      ((await (await get(`/deals/london${query}`)).json()) as { deals: { id: number }[] }).deals
    const massage = await deals('?subcategory=massage')
    expect(await deals('?subccategory=massage')).toEqual(massage)
    expect(await deals('')).not.toEqual(massage)
  })
})

describe('suggest query', () => {
  it.each([
    ['/suggest?limit=9', invalid('Too big: expected number to be <=8')],
    [`/suggest?q=${'x'.repeat(201)}`, invalid('Too big: expected string to have <=200 characters')],
    ['/suggest?location=%20', invalid('Too small: expected string to have >=1 characters')],
    ['/suggest?limit=abc&location=', invalid('Too small: expected string to have >=1 characters')],
    ['/suggest?limit=2&limit=99', OK],
  ])('%s answers %j', async (path, expected) => {
    expect(await answerOf(await get(path))).toEqual(expected)
  })
})

describe('travel calendar paths and queries', () => {
  it.each([
    ['/flights/1/2026-13-01', invalid('date 2026-13-01 is not a YYYY-MM-DD date')],
    ['/flights/1/2026-02-30', invalid('date 2026-02-30 is not a YYYY-MM-DD date')],
    ['/flights/cheapest/1/not-a-date', invalid('date not-a-date is not a YYYY-MM-DD date')],
    ['/flights/cheapest/1/2026-12-99?x=1', invalid('date 2026-12-99 is not a YYYY-MM-DD date')],
    ['/flights/abc/2026-13-01', DEAL_ID],
    [`/flights/1/${DAY}?nights=0`, invalid('nights: Too small: expected number to be >=1')],
    [
      `/flights/1/${DAY}?nights=0&nights=3`,
      invalid('nights: Too small: expected number to be >=1'),
    ],
    [`/flights/1/${DAY}?x=1`, invalid('query: Unrecognized key: "x"')],
    [`/flights/cheapest/1/${DAY}?x=1`, invalid('query: Unrecognized key: "x"')],
    ['/availability/deal/1?foo=bar', invalid('query: Unrecognized key: "foo"')],
    [
      '/availability/deal/1?month=13&month=1',
      invalid('month: Too big: expected number to be <=12'),
    ],
    ['/availability/deal/x?month=13', DEAL_ID],
    ['/products/1?quantity=0', invalid('quantity: Too small: expected number to be >=1')],
    ['/products/1?quantity=3&quantity=0', invalid('checkIn (or startDate) is required')],
  ])('%s answers %j', async (path, expected) => {
    expect(await answerOf(await get(path))).toEqual(expected)
  })
})

describe('back-office path ids', () => {
  const SIGN_IN = {
    status: 401,
    code: 'UNAUTHORISED',
    message: 'Please sign in to the back office',
  }
  const notFound = (message: string) => ({ status: 404, code: 'NOT_FOUND', message })

  it.each([
    ['/admin/gift-cards/abc/expire', notFound('No such gift card')],
    ['/admin/gift-cards/1e3/expire', notFound('No such gift card')],
    ['/admin/gift-cards/99999999/expire', notFound('No such gift card')],
    ['/admin/parcels/abc/deliver', notFound('No such parcel')],
    ['/admin/returns/abc/received', notFound('No such return request')],
    ['/admin/returns/1e3/in-transit', notFound('No such return request')],
    ['/admin/parcels/99999999/deliver', notFound('No parcel of yours has that voucher number')],
  ])('%s answers an admin %j and nobody 401', async (path, expected) => {
    const { cookie } = await makeStaff(env.DB, { role: 'admin' })
    expect(await answerOf(await post(path, {}, { cookie }))).toEqual(expected)
    expect(await answerOf(await post(path, {}))).toEqual(SIGN_IN)
  })

  it('answers an admin on the merchant desk 403 before reading the id', async () => {
    const { cookie } = await makeStaff(env.DB, { role: 'admin' })
    expect(await answerOf(await post('/merchant/parcels/abc/deliver', {}, { cookie }))).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      message: 'This account cannot do that',
    })
  })
})
