import { describe, expect, it } from 'vitest'
import { mailPictureUrl } from './mail-picture'

describe('mailPictureUrl', () => {
  it('links the PNG variant of a deal picture, its query kept', () => {
    expect(mailPictureUrl('https://dealio.co.uk/images/deal/7/1.svg?v=2')).toBe(
      'https://dealio.co.uk/images/deal/7/1.png?v=2',
    )
    expect(mailPictureUrl('/images/deal/123/4.svg')).toBe('/images/deal/123/4.png')
  })

  it('leaves any other picture alone', () => {
    for (const url of [
      'https://dealio.co.uk/images/share/home.png',
      'https://dealio.co.uk/brand/logo.svg',
      'https://dealio.co.uk/images/deal/7/1.svgz',
    ]) {
      expect(mailPictureUrl(url)).toBe(url)
    }
  })
})
