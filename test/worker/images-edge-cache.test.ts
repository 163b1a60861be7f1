import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { app } from '../../src/worker/app'
import { makeBasketDeal } from '../fixtures/make-basket-deal'
import { recordingDb } from './recording-db'

// "the second request for any picture answers from the edge cache with no D1 read".
// A deal of this file's own, so no other file has warmed its pictures.
describe('picture answers from the edge cache', () => {
  it('answers a repeat request from the Cache API without reading D1', async () => {
    const deal = await makeBasketDeal(env.DB, { products: [{}] })
    const path = `/images/deal/${deal.id}/1.svg?v=2`
    const first = recordingDb(env.DB)
    const miss = await app.request(path, {}, { ...env, DB: first.db })
    expect(miss.status).toBe(200)
    expect(miss.headers.get('x-image-cache')).toBe('MISS')
    expect(first.statements.length).toBeGreaterThan(0)
    const drawn = await miss.text()

    const second = recordingDb(env.DB)
    const hit = await app.request(path, {}, { ...env, DB: second.db })
    expect(hit.status).toBe(200)
    expect(hit.headers.get('x-image-cache')).toBe('HIT')
    expect(hit.headers.get('content-type')).toBe('image/svg+xml')
    expect(hit.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await hit.text()).toBe(drawn)
    expect(second.statements).toEqual([])
  })

  it('keeps each quality apart, and hinted answers apart from asked ones', async () => {
    const deal = await makeBasketDeal(env.DB, { products: [{}] })
    const get = (query: string, headers: Record<string, string> = {}) =>
      app.request(`/images/deal/${deal.id}/1.svg${query}`, { headers }, env)
    expect((await get('?q=35')).headers.get('x-image-cache')).toBe('MISS')
    const saving = await get('', { 'save-data': 'on' })
    expect(saving.headers.get('x-image-cache')).toBe('MISS')
    expect(saving.headers.get('vary')).toBe('Save-Data, ECT')
    const full = await get('')
    expect(full.headers.get('x-image-cache')).toBe('MISS')
    expect(await full.text()).not.toBe(await saving.text())
    const again = await get('', { 'save-data': 'on' })
    expect(again.headers.get('x-image-cache')).toBe('HIT')
    expect(again.headers.get('vary')).toBe('Save-Data, ECT')
  })

  it('never keeps a 404', async () => {
    const path = '/images/deal/999999999/1.svg'
    expect((await app.request(path, {}, env)).status).toBe(404)
    const second = recordingDb(env.DB)
    expect((await app.request(path, {}, { ...env, DB: second.db })).status).toBe(404)
    expect(second.statements.length).toBeGreaterThan(0)
  })
})
