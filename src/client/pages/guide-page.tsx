import type { Brand } from '../../shared/config/brands'
import { breadcrumbJsonLd } from '../../shared/domain/seo/json-ld'
import type { DealSummary } from '../../shared/schemas/deal'
import type { ContentPage, GuideSummary } from '../../shared/schemas/discovery'
import { container } from '../../themes/global-styles'
import { CARD_IMAGE, DealCard } from '../components/deal-card/deal-card'
import { DealGrid } from '../components/deal-card/deal-grid'
import { Breadcrumbs, type Crumb } from '../components/listing/breadcrumbs'
import { JsonLd } from '../components/seo/json-ld'
import * as s from './guide-page.styles'
import { textBlocks } from './guide-text'

export interface GuidePageProps {
  page: ContentPage
  /** Set on the hub (/guides/hub), with the guides it lists. */
  hub: { guides: GuideSummary[] } | null
  breadcrumbs: Crumb[]
  brand: Brand
}

function Prose({ text }: { text: string }) {
  const blocks = textBlocks(text)
  if (blocks.length === 0) return null
  return (
    <div className={s.prose}>
      {blocks.map((block, index) =>
        block.kind === 'heading' ? (
          <h2 key={index}>{block.text}</h2>
        ) : (
          <p key={index}>{block.text}</p>
        ),
      )}
    </div>
  )
}

/** The editor's ranked deals (§7 listicleDeals): numbered cards in 'list' view, a grid in 'grid'
 * view. An ordered list either way, so the ranking is announced as well as shown. */
function Listicle({ deals, view }: { deals: DealSummary[]; view: ContentPage['listicleView'] }) {
  if (view === 'grid') return <DealGrid deals={deals} priorityCount={3} />
  return (
    <ol className={s.rankedList}>
      {deals.map((deal, index) => (
        <li key={deal.id}>
          <span className={s.rank} aria-hidden="true">
            {index + 1}
          </span>
          <DealCard deal={deal} priority={index === 0} />
        </li>
      ))}
    </ol>
  )
}

function GuideCards({ guides }: { guides: GuideSummary[] }) {
  return (
    <ul className={s.guides} data-testid="guide-list">
      {guides.map((guide) => (
        <li key={guide.slug}>
          <article className={s.guideCard}>
            {guide.imageUrl ? (
              <img
                src={guide.imageUrl}
                alt=""
                width={CARD_IMAGE.width}
                height={CARD_IMAGE.height}
                loading="lazy"
                decoding="async"
              />
            ) : null}
            <div>
              <h2>
                <a href={guide.url}>{guide.displayName}</a>
              </h2>
              <p>{guide.description}</p>
            </div>
          </article>
        </li>
      ))}
    </ul>
  )
}

/** A guide (/guides/{slug}) or the guides hub (/guides/hub), from slug content (storefront §2
 * 'Paths', §7 'slug content'): headline and standfirst, the guide's text, the ranked deals,
 * a feed of more deals, and closing notes. */
export function GuidePage({ page, hub, breadcrumbs, brand }: GuidePageProps) {
  return (
    <div className={`${container} ${s.page}`} data-guide={page.slug}>
      <JsonLd
        data={breadcrumbJsonLd(
          breadcrumbs.map((crumb) => ({ name: crumb.label, path: crumb.href })),
          brand,
        )}
      />
      <header className={s.header}>
        <Breadcrumbs crumbs={breadcrumbs} />
        <p className={s.eyebrow}>{hub ? `${brand.name} guides` : 'Guide'}</p>
        <h1>{page.displayName}</h1>
        {page.description ? <p className={s.standfirst}>{page.description}</p> : null}
      </header>
      <Prose text={page.text} />
      {hub ? <GuideCards guides={hub.guides} /> : null}
      {page.listicleDeals.length > 0 ? (
        <section aria-labelledby="guide-picks">
          <h2 id="guide-picks" className={s.sectionHeading}>
            Our top picks
          </h2>
          <Listicle deals={page.listicleDeals} view={page.listicleView} />
        </section>
      ) : null}
      {page.dealsFeed.length > 0 ? (
        <section aria-labelledby="guide-feed">
          <h2 id="guide-feed" className={s.sectionHeading}>
            More deals we love
          </h2>
          <DealGrid deals={page.dealsFeed} />
        </section>
      ) : null}
      <Prose text={page.additionalText} />
    </div>
  )
}
