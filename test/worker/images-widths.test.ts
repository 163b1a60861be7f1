import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { app } from '../../src/worker/app'
import { PICTURE_WIDTHS, pictureVariantUrl } from '../../src/shared/domain/images/picture-widths'
import { makeBasketDeal } from '../fixtures/make-basket-deal'
import { makeStaff } from '../fixtures/make-staff'
import { tinyJpeg } from '../fixtures/image-bytes'

const ORIGIN = 'http://localhost'
/** A PNG's width from its IHDR chunk. */
const pngWidth = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset).getUint32(16)
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47]

let dealId = 0
beforeAll(async () => {
  // A deal of this file's own, so no other file has warmed its pictures.
  dealId = (await makeBasketDeal(env.DB, { products: [{}] })).id
})

describe('srcset widths of a deal picture', () => {
  it.each(PICTURE_WIDTHS)('answers a PNG %i px wide, kept in the edge cache', async (width) => {
    const url = pictureVariantUrl(`/images/deal/${dealId}/1.svg?v=2`, width)!
    const first = await app.request(url, {}, env)
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toBe('image/png')
    expect(first.headers.get('x-image-cache')).toBe('MISS')
    const bytes = new Uint8Array(await first.arrayBuffer())
    expect([...bytes.subarray(0, 4)]).toEqual(PNG_SIGNATURE)
    expect(pngWidth(bytes)).toBe(width)
    const again = await app.request(url, {}, env)
    expect(again.headers.get('x-image-cache')).toBe('HIT')
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(bytes)
  })

  it('refuses a width it does not offer with a 400, not a drawing of any size', async () => {
    const res = await app.request(`/images/deal/${dealId}/1.png?w=5000`, {}, env)
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('INVALID')
  })

  it('serves an uploaded JPEG as it is when no resizer is configured', async () => {
    const { cookie } = await makeStaff(env.DB, { role: 'admin' })
    // A deal of its own whose position 1 nobody has drawn (and cached) yet.
    const photoDeal = (await makeBasketDeal(env.DB, { products: [{}] })).id
    const form = new FormData()
    form.set('file', new File([tinyJpeg() as BlobPart], 'photo.jpg', { type: 'image/jpeg' }))
    form.set('alt', 'A photo')
    const uploaded = await SELF.fetch(`${ORIGIN}/api/v1/admin/deals/${photoDeal}/images`, {
      method: 'POST',
      headers: { cookie, origin: ORIGIN, 'cf-connecting-ip': '203.0.113.32' },
      body: form,
    })
    expect(uploaded.status).toBe(201)
    const { url } = ((await uploaded.json()) as { data: { image: { url: string } } }).data.image
    const position = url.split('/').at(-1)
    const res = await SELF.fetch(`${ORIGIN}/images/deal/${photoDeal}/${position}.png?w=640`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/jpeg')
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(tinyJpeg())
  })
})
