import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { app } from '../../src/worker/app'
import { PICTURE_WIDTHS, pictureVariantUrl } from '../../src/shared/domain/images/picture-widths'
import { makeBasketDeal } from '../fixtures/make-basket-deal'
import { makeStaff } from '../fixtures/make-staff'
import { wideJpeg, wideWebp } from '../fixtures/image-bytes'
import { jpegSize, webpSize } from '../../src/shared/domain/admin/raster-size'

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

  it('offers an uploaded photo at its widths on the deal page, as production does', async () => {
    const photoDeal = (await makeBasketDeal(env.DB, { products: [{}] })).id
    const position = await uploadTo(photoDeal, wideJpeg(), 'photo.jpg', 'image/jpeg')
    const page = await SELF.fetch(`${ORIGIN}/deal/london/anything/${photoDeal}/any-blurb`)
    expect(page.status).toBe(200)
    const html = await page.text()
    const variant = (width: number) =>
      new RegExp(`/images/deal/${photoDeal}/${position}\\.png\\?[^" ]*w=${width} ${width}w`)
    for (const width of PICTURE_WIDTHS) expect(html).toMatch(variant(width))
  })
})

describe('an uploaded photo resized in the worker (the local stand-in)', () => {
  let photoDeal = 0
  let position = ''
  beforeAll(async () => {
    // A deal of its own whose position nobody has drawn (and cached) yet.
    photoDeal = (await makeBasketDeal(env.DB, { products: [{}] })).id
    position = await uploadTo(photoDeal, wideJpeg(), 'photo.jpg', 'image/jpeg')
  })

  it('scales a 640 px JPEG to 320 px, re-encoded, and keeps it in the edge cache', async () => {
    const url = `${ORIGIN}/images/deal/${photoDeal}/${position}.png?w=320`
    const res = await SELF.fetch(url, { headers: { accept: 'image/jpeg,*/*' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/jpeg')
    expect(res.headers.get('vary')).toBe('Accept')
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect(isWholeJpeg(bytes)).toBe(true)
    expect(jpegSize(bytes)).toEqual({ width: 320, height: 180 })
    const again = await SELF.fetch(url, { headers: { accept: 'image/jpeg,*/*' } })
    expect(again.headers.get('x-image-cache')).toBe('HIT')
  })

  it('answers WebP to a browser that takes it, and never promises AVIF it cannot make', async () => {
    const url = `${ORIGIN}/images/deal/${photoDeal}/${position}.png?w=640`
    for (const accept of ['image/webp,*/*', 'image/avif,image/webp,*/*']) {
      const res = await SELF.fetch(url, { headers: { accept } })
      expect(res.headers.get('content-type'), accept).toBe('image/webp')
      const bytes = new Uint8Array(await res.arrayBuffer())
      expect(webpSize(bytes), accept).toEqual({ width: 640, height: 360 })
    }
  })

  it('never enlarges: a width past the original answers the original width', async () => {
    const res = await SELF.fetch(`${ORIGIN}/images/deal/${photoDeal}/${position}.png?w=960`)
    expect(res.headers.get('content-type')).toBe('image/jpeg')
    expect(jpegSize(new Uint8Array(await res.arrayBuffer()))).toEqual({ width: 640, height: 360 })
  })
})

describe("a mail's picture of an uploaded WebP", () => {
  it('is a JPEG 600 px wide whatever the Accept, since mail clients show no WebP', async () => {
    const mailDeal = (await makeBasketDeal(env.DB, { products: [{}] })).id
    const position = await uploadTo(mailDeal, wideWebp(), 'photo.webp', 'image/webp')
    const url = `${ORIGIN}/images/deal/${mailDeal}/${position}.png`
    const res = await SELF.fetch(url, { headers: { accept: 'image/avif,image/webp,*/*' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/jpeg')
    // The format does not follow Accept, so no cache needs to keep answers apart by it.
    expect(res.headers.get('vary')).toBeNull()
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect(isWholeJpeg(bytes)).toBe(true)
    expect(jpegSize(bytes)).toEqual({ width: 600, height: 338 })

    // A client that asks for WebP first still gets the JPEG, from the edge cache.
    const again = await SELF.fetch(url, { headers: { accept: 'image/webp' } })
    expect(again.headers.get('content-type')).toBe('image/jpeg')
    expect(again.headers.get('x-image-cache')).toBe('HIT')
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(bytes)
  })
})

/** A JPEG from its start-of-image to its end-of-image marker. */
const isWholeJpeg = (bytes: Uint8Array) =>
  bytes[0] === 0xff && bytes[1] === 0xd8 && bytes.at(-2) === 0xff && bytes.at(-1) === 0xd9

/** Uploads `bytes` in the admin to deal `id` and answers the position it took. */
async function uploadTo(id: number, bytes: Uint8Array, name: string, type: string) {
  const { cookie } = await makeStaff(env.DB, { role: 'admin' })
  const form = new FormData()
  form.set('file', new File([bytes as BlobPart], name, { type }))
  form.set('alt', 'A photo')
  const uploaded = await SELF.fetch(`${ORIGIN}/api/v1/admin/deals/${id}/images`, {
    method: 'POST',
    headers: { cookie, origin: ORIGIN, 'cf-connecting-ip': '203.0.113.32' },
    body: form,
  })
  expect(uploaded.status, await uploaded.clone().text()).toBe(201)
  const { url } = ((await uploaded.json()) as { data: { image: { url: string } } }).data.image
  return url.split('/').at(-1)!
}
