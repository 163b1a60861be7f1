import { BRAND_IDS, BRANDS, type Brand } from '../../src/shared/config/brands'
import { guideCopy, MOVED_GUIDES, type GuideCopy } from './content-copy'
import type { DealTables } from './deal-columns'
import { isoAt } from './dates'
import { TableRows, type SqlValue } from './sql'

/** Guide pages and the homepage scroller (migrations/0006). Nothing here draws from a PRNG:
 * listicles and scroller pictures are the best-scoring live deals of their theme, so adding
 * these tables left every other generated row as it was. */
export function contentTables() {
  return {
    contentPages: new TableRows('content_pages', [
      'id',
      'slug',
      'brand',
      'display_name',
      'description',
      'additional_text',
      'text',
      'deals_feed_query',
      'listicle_deal_ids',
      'listicle_view',
      'redirect_url',
      'sort',
      'updated_at',
    ]),
    scrollerItems: new TableRows('scroller_items', [
      'id',
      'brand',
      'position',
      'label',
      'url',
      'image_url',
    ]),
  }
}
export type ContentTables = ReturnType<typeof contentTables>

type DealRow = DealTables['deals']['rows'][number]

// A guide's picks should stay on sale for a while after the seed is applied.
const LISTICLE_OPEN_DAYS = 14

const tagsOf = (deal: DealRow) => String(deal.tags).split(',')

/** Deals a brand's visitor sees for the next fortnight, best score first. */
function liveDeals(deals: DealTables['deals'], brand: Brand, today: string): DealRow[] {
  const opened = isoAt(today, 0)
  const until = isoAt(today, LISTICLE_OPEN_DAYS)
  return deals.rows
    .filter(
      (d) =>
        d.country_code === brand.countryCode &&
        (d.brand === null || d.brand === brand.id) &&
        d.open === true &&
        d.vip_only === false &&
        (d.opens_at as string) < opened &&
        (d.closing_date as string) > until,
    )
    .sort((a, b) => (b.sort_score as number) - (a.sort_score as number) || byId(a, b))
}

const byId = (a: DealRow, b: DealRow) => (a.id as number) - (b.id as number)

function picks(live: readonly DealRow[], listicle: GuideCopy['listicle']): number[] {
  return live
    .filter(
      (d) =>
        tagsOf(d).some((tag) => listicle.tags.includes(tag)) ||
        (listicle.promoType !== undefined && d.promo_type === listicle.promoType),
    )
    .slice(0, listicle.count)
    .map((d) => d.id as number)
}

const imageOf = (id: number | undefined): string | null =>
  id === undefined ? null : `/images/deal/${id}/1.svg`

/** The scroller's slides per brand (§7 'scroller configuration by brand'): themes the guides
 * and listings cover, each pictured by its best deal. */
function scrollerSlides(brand: Brand, live: readonly DealRow[], guides: Map<string, number[]>) {
  const first = (tags: string[]) =>
    live.find((d) => tagsOf(d).some((t) => tags.includes(t)))?.id as number | undefined
  const slides: { label: string; url: string; image: number | undefined }[] = [
    {
      label: `Spa breaks from ${brand.currencySymbol}59`,
      url: '/guides/spa-breaks-guide',
      image: guides.get('spa-breaks-guide')?.[0],
    },
    {
      label: 'Holidays at up to 50% off',
      url: `/${brand.travelSegment}`,
      image: first([brand.travelSegment]),
    },
    {
      label: 'Black Friday deals',
      url: '/guides/black-friday-deals',
      image: guides.get('black-friday-deals')?.[0],
    },
    { label: 'Gifts they will love', url: '/gifts', image: first(['gifts']) },
    {
      label: 'Local deals at up to 80% off',
      url: '/deals',
      image: live[0]?.id as number | undefined,
    },
  ]
  return slides.flatMap((slide) => {
    const imageUrl = imageOf(slide.image)
    return imageUrl ? [{ label: slide.label, url: slide.url, imageUrl }] : []
  })
}

/** Every brand's guides, the moved slugs every brand shares, and the scroller slides. */
export function addContent(tables: ContentTables, deals: DealTables['deals'], today: string) {
  const updatedAt = isoAt(today, 0)
  const page = (row: Record<string, SqlValue>) =>
    tables.contentPages.add({
      id: tables.contentPages.size + 1,
      slug: row.slug ?? null,
      brand: row.brand ?? null,
      display_name: row.display_name ?? '',
      description: row.description ?? '',
      additional_text: row.additional_text ?? '',
      text: row.text ?? '',
      deals_feed_query: row.deals_feed_query ?? null,
      listicle_deal_ids: row.listicle_deal_ids ?? '[]',
      listicle_view: row.listicle_view ?? 'grid',
      redirect_url: row.redirect_url ?? null,
      sort: row.sort ?? 0,
      updated_at: updatedAt,
    })
  for (const id of BRAND_IDS) {
    const brand = BRANDS[id]
    const live = liveDeals(deals, brand, today)
    const listicles = new Map<string, number[]>()
    guideCopy(brand).forEach((guide, sort) => {
      const ids = picks(live, guide.listicle)
      listicles.set(guide.slug, ids)
      page({
        slug: guide.slug,
        brand: id,
        display_name: guide.displayName,
        description: guide.description,
        additional_text: guide.additionalText,
        text: guide.text,
        deals_feed_query: guide.dealsFeedQuery,
        listicle_deal_ids: JSON.stringify(ids),
        listicle_view: guide.listicle.view,
        sort,
      })
    })
    scrollerSlides(brand, live, listicles).forEach((slide, position) =>
      tables.scrollerItems.add({
        id: tables.scrollerItems.size + 1,
        brand: id,
        position,
        label: slide.label,
        url: slide.url,
        image_url: slide.imageUrl,
      }),
    )
  }
  for (const moved of MOVED_GUIDES) page({ slug: moved.slug, redirect_url: moved.redirectUrl })
}
