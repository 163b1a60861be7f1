import type { ReactNode } from 'react'
import type { PartnerScript } from '../../shared/domain/analytics/partners'
import type { PageMeta } from '../../shared/domain/page-meta'
import { safeJsonForHtml } from '../../shared/safe-json'
import type { PageState } from '../state/page-state'

interface DocumentAssets {
  /** Client entry module; null for bots, which get no client JS (DESIGN 'Shape' 5). */
  script: string | null
  stylesheet: string
}

interface DocumentProps {
  meta: PageMeta
  lang: string
  skinClass: string
  /** The skin's `color-scheme` ('light dark' where it follows the visitor's setting) and, for
   * such a skin, the browser UI colour in dark. */
  scheme?: { colorScheme: string; darkThemeColor: string | null }
  assets: DocumentAssets
  state: PageState
  /** A configured tag manager (Env GTM_ID): its id travels in a JSON block the analytics
   * chunk reads after hydration; null loads no third-party script. */
  tagManager?: { id: string; nonce: string } | null
  /** The §7 partner scripts this page loads (domain/analytics/partners.ts), read by the
   * analytics chunk after hydration; the same for every visitor of the page. */
  partners?: { scripts: readonly PartnerScript[]; nonce: string } | null
  children: ReactNode
}

/** The whole HTML document. React 19 renders `<html>` itself, so the shell streams as one
 * tree: head and header flush first, Suspense boundaries in `children` follow. */
export function Document({
  meta,
  lang,
  skinClass,
  scheme,
  assets,
  state,
  tagManager,
  partners,
  children,
}: DocumentProps) {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{meta.title}</title>
        {tagManager ? (
          // A <script> element (not executed: JSON) so refresh-nonce.ts keeps its nonce current
          // on pages served from the cache.
          <script
            type="application/json"
            id="tag-manager"
            nonce={tagManager.nonce}
            dangerouslySetInnerHTML={{ __html: safeJsonForHtml({ id: tagManager.id }) }}
          />
        ) : null}
        {partners && partners.scripts.length > 0 ? (
          <script
            type="application/json"
            id="partner-scripts"
            nonce={partners.nonce}
            dangerouslySetInnerHTML={{ __html: safeJsonForHtml(partners.scripts) }}
          />
        ) : null}
        <meta name="description" content={meta.description} />
        <meta name="robots" content={meta.robots} />
        <link rel="canonical" href={meta.canonical} />
        {/* The brand's own icons (routes/brand-assets.ts): the ICO for browsers without SVG. */}
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        {meta.alternates.map((link) => (
          <link key={link.hreflang} rel="alternate" hrefLang={link.hreflang} href={link.href} />
        ))}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <meta property="og:type" content={meta.ogType} />
        <meta property="og:site_name" content={meta.siteName} />
        <meta property="og:title" content={meta.title} />
        <meta property="og:description" content={meta.description} />
        <meta property="og:url" content={meta.canonical} />
        <meta property="og:image" content={meta.image} />
        <meta property="og:image:type" content="image/png" />
        <meta property="og:image:width" content="1200" />
        <meta property="og:image:height" content="630" />
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content={meta.title} />
        <meta name="twitter:description" content={meta.description} />
        {/* The first match wins: the dark colour only where the system asks for dark. */}
        {scheme?.darkThemeColor ? (
          <meta
            name="theme-color"
            media="(prefers-color-scheme: dark)"
            content={scheme.darkThemeColor}
          />
        ) : null}
        <meta name="theme-color" content={meta.themeColor} />
        {scheme ? <meta name="color-scheme" content={scheme.colorScheme} /> : null}
        <link rel="stylesheet" href={assets.stylesheet} />
        {/* Module scripts are deferred: islands hydrate once the streamed document is parsed. */}
        {assets.script ? <script type="module" src={assets.script} /> : null}
      </head>
      <body className={skinClass}>
        {children}
        <script
          type="application/json"
          id="page-state"
          dangerouslySetInnerHTML={{ __html: safeJsonForHtml(state) }}
        />
      </body>
    </html>
  )
}
