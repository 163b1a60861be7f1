import { afterEach, describe, expect, it, vi } from 'vitest'
import { SIGN_IN_ERROR, signInWithFacebook, signInWithGoogle } from './social-sign-in-api'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const signedIn = { data: { authenticated: true, firstName: 'Ann' } }

afterEach(() => vi.restoreAllMocks())

describe('signInWithGoogle', () => {
  it('signs a known Google user in with one request', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(200, signedIn))
    expect(await signInWithGoogle('tok')).toEqual({ ok: true, firstName: 'Ann' })
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(fetch.mock.calls[0]![0]).toBe('/api/v1/customer/google/login')
  })

  it('registers with the same token and the consent line when Google login says not yet registered', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json(404, { error: { code: 'NOT_FOUND', message: 'Not yet' } }))
      .mockResolvedValueOnce(json(200, signedIn))
    expect(await signInWithGoogle('tok')).toEqual({ ok: true, firstName: 'Ann' })
    expect(fetch.mock.calls[1]![0]).toBe('/api/v1/customer/google/register')
    expect(JSON.parse(fetch.mock.calls[1]![1]!.body as string)).toEqual({
      idToken: 'tok',
      emailConsent: true,
    })
  })

  it("shows the API's own words for a refusal", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(401, { error: { code: 'UNAUTHORISED', message: 'Invalid google token id' } }),
    )
    expect(await signInWithGoogle('tok')).toEqual({
      ok: false,
      message: 'Invalid google token id',
    })
  })
})

describe('signInWithFacebook', () => {
  it('apologises for a server or network failure', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(json(500, { error: { message: 'boom' } }))
    expect(await signInWithFacebook('tok')).toEqual({ ok: false, message: SIGN_IN_ERROR })
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('offline'))
    expect(await signInWithFacebook('tok')).toEqual({ ok: false, message: SIGN_IN_ERROR })
  })
})

describe('a sign-in answer of the wrong shape', () => {
  it.each([
    ['no first name', { data: { authenticated: true } }],
    ['not authenticated', { data: { authenticated: false, firstName: 'Ann' } }],
    ['no data', {}],
  ])('is a failure with the generic message: %s', async (_, body) => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(200, body))
    expect(await signInWithFacebook('tok')).toEqual({ ok: false, message: SIGN_IN_ERROR })
  })
})
