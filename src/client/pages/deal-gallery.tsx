import type { Deal } from '../../shared/schemas/deal'
import { CARD_IMAGE } from '../components/deal-card/deal-card'
import { imageUrlWithQuality } from './deal-urls'
import * as s from './deal-page.styles'

const THUMB = { width: 160, height: 100 } as const

export interface DealGalleryProps {
  deal: Pick<Deal, 'image' | 'images' | 'headline'>
  /** §9 image quality for this visitor's connection, added to every image URL. */
  quality: number
}

/** The deal's pictures: the lead image large (it is the page's largest paint, so it loads
 * eagerly), the others as thumbnails. Every image has its width and height so nothing moves
 * as they arrive. Plain HTML; a lightbox can come later. */
export function DealGallery({ deal, quality }: DealGalleryProps) {
  const others = deal.images.filter((image) => image.id !== deal.image.id)
  return (
    <figure className={s.gallery}>
      <img
        src={imageUrlWithQuality(deal.image.imageUrl, quality)}
        alt={deal.image.alt || deal.headline}
        width={CARD_IMAGE.width}
        height={CARD_IMAGE.height}
        fetchPriority="high"
        decoding="async"
      />
      {others.length > 0 ? (
        <ul className={s.thumbs}>
          {others.map((image) => (
            <li key={image.id}>
              <img
                src={imageUrlWithQuality(image.imageUrl, quality)}
                alt={image.alt}
                width={THUMB.width}
                height={THUMB.height}
                loading="lazy"
                decoding="async"
              />
            </li>
          ))}
        </ul>
      ) : null}
    </figure>
  )
}
