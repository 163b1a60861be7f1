import type { Currency } from '../../shared/schemas/money'
import { loadPartnerScripts } from './partner-scripts'
import { isTagManagerId, loadTagManager } from './tag-manager'
import { trackPageView, trackViewItem } from './track'

interface PageFacts {
  brandId: string
  locationShortName: string
  pageType: string
}

function readJson(text: string | null | undefined): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null
  } catch {
    return null
  }
}

interface ProductJsonLd {
  '@type'?: string
  name?: string
  sku?: string
  category?: string
  offers?: { price?: string; priceCurrency?: string }
}

/** The deal a deal page shows, from the schema.org Product the server already writes for search
 * engines (domain/seo/json-ld.ts), so analytics needs no data of its own in the page. */
export function dealOfPage(doc: Pick<Document, 'querySelectorAll'>) {
  const blocks = [...doc.querySelectorAll('script[type="application/ld+json"]')]
  // A block holds one object or a list of them (the deal page writes Product and breadcrumbs).
  const nodes = blocks.flatMap((script) => [readJson(script.textContent)].flat())
  for (const node of nodes) {
    const product = node as ProductJsonLd | null
    if (product?.['@type'] !== 'Product' || !product.sku || !product.name) continue
    const price = Number(product.offers?.price)
    const currency = product.offers?.priceCurrency
    return {
      currency: (currency === 'EUR' ? 'EUR' : 'GBP') as Currency,
      line: {
        dealId: Number(product.sku),
        name: product.name,
        // JSON-LD prices are decimals ('29.50'); the tracker takes minor units.
        unitPriceMinor: Number.isFinite(price) ? Math.round(price * 100) : 0,
        quantity: 1,
        category: product.category ?? null,
      },
    }
  }
  return null
}

/** The configured tag manager: `<script type="application/json" id="tag-manager" nonce>` holding
 * `{"id":"GTM-…"}`, written by the server only when GTM_ID is set. A script element, so the
 * page cache's nonce refresh (render/refresh-nonce.ts) keeps its nonce current; browsers hide
 * the nonce attribute's value, but the `nonce` property still reads it. */
export function tagManagerConfig(doc: Pick<Document, 'getElementById'>) {
  const element = doc.getElementById('tag-manager') as HTMLScriptElement | null
  const id = (readJson(element?.textContent) as { id?: unknown } | null)?.id
  return element && typeof id === 'string' && isTagManagerId(id)
    ? { id, nonce: element.nonce ?? '' }
    : null
}

/** Runs after hydration, from the entry: the page view, the deal view on deal pages, the §7
 * partner scripts the page lists (loadPartnerScripts, when idle) and the tag manager when one
 * is configured (see `tagManagerConfig`). Nothing third-party loads otherwise. */
export function startAnalytics(doc: Document = document) {
  const facts = readJson(doc.getElementById('page-state')?.textContent) as PageFacts | null
  trackPageView({
    path: location.pathname,
    title: doc.title,
    pageType: facts?.pageType ?? 'unknown',
    brandId: facts?.brandId ?? 'unknown',
    locationShortName: facts?.locationShortName,
  })
  if (facts?.pageType === 'deal') {
    const deal = dealOfPage(doc)
    if (deal) trackViewItem(deal.currency, deal.line)
  }
  loadPartnerScripts(doc)
  const config = tagManagerConfig(doc)
  if (!config) return
  loadTagManager({
    ...config,
    onFailure: (message) =>
      void import('../errors/error-reporter').then((m) =>
        m.reportError({ name: 'TagManager', message, source: config.id }),
      ),
  })
}
