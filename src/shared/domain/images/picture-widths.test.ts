import { describe, expect, it } from 'vitest'
import { isPictureWidth, pictureSources, pictureVariantUrl } from './picture-widths'

describe('pictureVariantUrl', () => {
  it('turns a deal picture into its raster of a width, keeping the query', () => {
    expect(pictureVariantUrl('/images/deal/7/1.svg?v=2', 640)).toBe(
      '/images/deal/7/1.png?v=2&w=640',
    )
    expect(pictureVariantUrl('/images/deal/7/1.svg', 320)).toBe('/images/deal/7/1.png?w=320')
  })

  it('leaves any other URL alone', () => {
    expect(pictureVariantUrl('https://elsewhere.example/a.svg', 320)).toBeNull()
    expect(pictureVariantUrl('/api/v1/deal-images/7/1', 320)).toBeNull()
  })
})

describe('pictureSources', () => {
  const jpeg = { imageUrl: '/images/deal/7/3.svg?v=2', extension: 'jpeg' }

  it('gives an uploaded raster three widths', () => {
    expect(pictureSources(jpeg, { sizes: '100vw' })).toEqual({
      srcSet:
        '/images/deal/7/3.png?v=2&w=320 320w, /images/deal/7/3.png?v=2&w=640 640w, /images/deal/7/3.png?v=2&w=960 960w',
      sizes: '100vw',
    })
  })

  it('keeps an SVG to its plain src', () => {
    const svg = { imageUrl: '/images/deal/7/1.svg?v=2', extension: 'svg' }
    expect(pictureSources(svg, { sizes: '100vw' })).toBeUndefined()
  })

  it('knows the offered widths and no others', () => {
    expect([320, 640, 960].every(isPictureWidth)).toBe(true)
    expect(isPictureWidth(600)).toBe(false)
  })
})
