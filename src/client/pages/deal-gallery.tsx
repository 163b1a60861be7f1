import type { Deal } from '../../shared/schemas/deal'
import { CARD_IMAGE } from '../components/deal-card/deal-card'
import * as s from './deal-page.styles'

/** The deal's pictures: the lead image large (it is the page's largest paint, so it loads
 * eagerly), the others as thumbnails. Plain HTML; a lightbox can come later. */
export function DealGallery({ deal }: { deal: Pick<Deal, 'image' | 'images' | 'headline'> }) {
  const others = deal.images.filter((image) => image.id !== deal.image.id)
  return (
    <figure className={s.gallery}>
      <img
        src={deal.image.imageUrl}
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
                src={image.imageUrl}
                alt={image.alt}
                width={160}
                height={100}
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
