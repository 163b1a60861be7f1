import type { Deal, DealImage } from '../../shared/schemas/deal'
import { pictureSources } from '../../shared/domain/images/picture-widths'
import { CARD_IMAGE } from '../components/deal-card/deal-card'
import { imageUrlWithQuality } from './deal-urls'
import * as s from './deal-page.styles'

const THUMB = { width: 160, height: 100 } as const
// The lead fills the column on a phone and about half the page from the two-column layout up.
const LEAD_SIZES = '(min-width: 900px) 50vw, 100vw'
const THUMB_SIZES = `${THUMB.width}px`

export interface DealGalleryProps {
  deal: Pick<Deal, 'image' | 'images' | 'headline'>
  /** §9 image quality for this visitor's connection, added to every image URL. */
  quality: number
}

const sources = (image: DealImage, sizes: string) => pictureSources(image, { sizes }) ?? {}

/** The deal's pictures: the lead image large (it is the page's largest paint, so it loads
 * eagerly), the others as thumbnails. Every image has its width and height so nothing moves
 * as they arrive; an uploaded photo carries a srcset of the widths a resizer makes. Plain
 * HTML; a lightbox can come later. */
export function DealGallery({ deal, quality }: DealGalleryProps) {
  const others = deal.images.filter((image) => image.id !== deal.image.id)
  const lead = deal.images.find((image) => image.id === deal.image.id) ?? deal.image
  return (
    <figure className={s.gallery}>
      <img
        src={imageUrlWithQuality(deal.image.imageUrl, quality)}
        {...sources(lead, LEAD_SIZES)}
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
                {...sources(image, THUMB_SIZES)}
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
