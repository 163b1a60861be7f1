import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ReactNode } from 'react'
// The Node build (nodejs_compat) on purpose: the edge build calls TextEncoder.encode once per
// string it writes, which was the largest single cost of a full render on workerd (measured by
// the bench); this one packs strings into a 2 KB buffer with encodeInto. Same HTML, same options.
import { renderToReadableStream, renderToString } from 'react-dom/server.node'
import { Document } from '../../client/document/document'
import { Provider } from '../../client/state/jotai'
import { createPageStore, type PageState } from '../../client/state/page-state'
import { configuredPartners, partnersForPage } from '../../shared/domain/analytics/partners'
import type { PageMeta } from '../../shared/domain/page-meta'
import { allowsHttpPartners } from '../middleware/security-headers'
import { urlCarriesSecret } from '../../shared/domain/analytics/secret-urls'
import type { AppEnv } from '../http/app-env'
import { CLIENT_ASSETS } from './client-assets'
import type { SkinId } from '../../themes/schedule'
import { TOKENS, type SkinTokens } from '../../themes/tokens'
import { errorFields, log } from '../observability/logger'
import { reportError } from '../observability/error-tracker'

export interface StreamPageOptions {
  status?: ContentfulStatusCode
  meta: PageMeta
  skin: string
  skinClass: string
  body: ReactNode
  /** Nothing in the body will suspend (no pending deferred data: see `settled`), so the page is
   * rendered in one piece with renderToString. On workerd that costs a third to a quarter of
   * the CPU of renderToReadableStream (a render is most of a page-cache miss),
   * and a page with nothing to stream in later gains nothing from streaming its shell first
   * except the few ms the whole body takes. A page with deferred data worth streaming (the deal
   * page's reviews, read from D1 while the deal renders) leaves this off. */
  whole?: boolean
}

/** Waits for a page's deferred data and marks each promise as React's `use` reads a settled
 * one (`status`, `value`), so a whole render (`whole`) reads them without suspending. For data
 * that is cheap to wait for (the KV feed cache), not for what a page should stream. The
 * promises must never reject (routes/pages/home.tsx `deferred`). */
export async function settled(promises: readonly Promise<unknown>[]): Promise<void> {
  await Promise.all(
    promises.map(async (promise) => {
      const value = await promise
      Object.assign(promise, { status: 'fulfilled', value })
    }),
  )
}

/** What the document says of the skin's colour scheme (themes/tokens.ts `dark`). */
function schemeOf(skin: string) {
  const tokens = TOKENS[skin as SkinId] as SkinTokens | undefined
  if (!tokens) return undefined
  return {
    colorScheme: tokens.dark ? 'light dark' : tokens.colorScheme,
    darkThemeColor: tokens.dark?.primary ?? null,
  }
}

/** Streams a page with React 19: the shell (head, header) is flushed as soon as it renders,
 * Suspense boundaries follow as their data arrives. Every inline script React emits carries
 * this response's CSP nonce. Bots get the finished document in one piece and no client JS. */
export async function streamPage(c: Context<AppEnv>, options: StreamPageOptions) {
  const brand = c.get('brand')
  const location = c.get('location')
  const isBot = c.get('isBot')
  const state: PageState = {
    brandId: brand.id,
    locationShortName: location.shortName,
    locationName: location.name,
    pageType: c.get('pageType'),
    path: new URL(c.req.url).pathname,
    skin: options.skin,
  }
  const requestId = c.get('requestId')
  // Nothing third-party on a bot's page, nor on one whose URL is a credential (secret-urls.ts):
  // the tag manager and the partners would read it from location.href.
  const thirdParty = !isBot && !urlCarriesSecret(new URL(c.req.url))
  const page = (
    <Provider store={createPageStore(state)}>
      <Document
        meta={options.meta}
        lang={brand.locale}
        skinClass={options.skinClass}
        scheme={schemeOf(options.skin)}
        assets={{
          script: isBot ? null : CLIENT_ASSETS.script,
          stylesheet: CLIENT_ASSETS.stylesheet,
        }}
        state={state}
        tagManager={c.env.GTM_ID && thirdParty ? { id: c.env.GTM_ID, nonce: c.get('nonce') } : null}
        partners={
          !thirdParty
            ? null
            : {
                scripts: partnersForPage(
                  configuredPartners(c.env, allowsHttpPartners(c.env, c.req.url)),
                  {
                    path: new URL(c.req.url).pathname,
                    brandId: brand.id,
                  },
                ),
                nonce: c.get('nonce'),
              }
        }
      >
        {options.body}
      </Document>
    </Provider>
  )
  const headers = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'private, no-store',
  }
  // No nonce option here: renderToString writes no script of React's own (those are for
  // boundaries streamed in later), and the document's scripts carry theirs. Nor the doctype,
  // which the streaming renderer writes before an <html> root.
  if (options.whole) {
    return c.body(`<!DOCTYPE html>${renderToString(page)}`, options.status ?? 200, headers)
  }
  const stream = await renderToReadableStream(page, {
    nonce: c.get('nonce'),
    // A bot's page is whole and in order (DESIGN: bots prerendered). Waiting for allReady is
    // not enough: React still outlines a finished boundary bigger than this chunk size (12.8
    // KB by default, a grid of cards is more) as a hidden block plus a script that swaps it
    // in, and bots run no script. Without a limit every boundary is written in place.
    progressiveChunkSize: isBot ? Number.POSITIVE_INFINITY : undefined,
    onError(error) {
      // Errors inside a Suspense boundary land here; the boundary keeps its fallback.
      const err = error instanceof Error ? error : new Error(String(error))
      log.error('ssr-boundary-failed', { requestId, ...errorFields(err, true) })
      reportError(c.env, err, { requestId: requestId ?? 'none', where: 'ssr' })
    },
  })
  if (isBot) await stream.allReady
  return c.body(stream, options.status ?? 200, headers)
}
