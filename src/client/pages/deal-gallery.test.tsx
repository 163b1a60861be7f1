import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { DealImage } from '../../shared/schemas/deal'
import { DealGallery } from './deal-gallery'

const drawn: DealImage = { id: 1, imageUrl: '/images/deal/7/1.svg?v=2', extension: 'svg', alt: 'a' }
const photo: DealImage = {
  id: 2,
  imageUrl: '/images/deal/7/2.svg?v=2',
  extension: 'jpeg',
  alt: 'b',
}
const deal = { image: drawn, images: [drawn, photo], headline: 'A deal' }

describe('DealGallery', () => {
  it('gives an uploaded photo a srcset of the widths a resizer makes', () => {
    const html = renderToString(<DealGallery deal={deal} quality={85} />)
    expect(html).toContain(
      'srcSet="/images/deal/7/2.png?v=2&amp;w=320 320w, /images/deal/7/2.png?v=2&amp;w=640 640w, /images/deal/7/2.png?v=2&amp;w=960 960w"',
    )
    expect(html).toContain('sizes="160px"')
    // The drawn lead stays its SVG alone: lighter than any of its PNGs.
    expect(html.match(/srcSet=/g)).toHaveLength(1)
  })
})
