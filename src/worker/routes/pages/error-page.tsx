import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { ErrorPage } from '../../../client/pages/error-page'
import { BRANDS, type Brand } from '../../../shared/config/brands'
import * as s from '../../../client/pages/content-page.styles'
import { container } from '../../../themes/global-styles'
import { skinClassName } from '../../../themes/skins'
import type { AppEnv } from '../../http/app-env'
import { errorStatus } from '../../errors'
import { handleError, logUnknownError } from '../../http/error-handler'
import { CLIENT_ASSETS } from '../../render/client-assets'
import { renderNotFound } from './not-found'
import { renderInShell } from './page-context'

/** A browser asking for a page (not the API, not a picture): it gets an HTML error page. */
function wantsErrorPage(c: Context<AppEnv>): boolean {
  const { method, path } = c.req
  if (method !== 'GET' && method !== 'HEAD') return false
  if (path.startsWith('/api/') || path.startsWith('/images/')) return false
  return (c.req.header('accept') ?? '').includes('text/html')
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

/** The error page without the shell, for when the shell itself cannot be built (its navigation
 * comes from D1, which may be what failed): the brand's name, skin and stylesheet, no script. */
export function plainErrorPage(brand: Brand, status: number, requestId: string | null): string {
  const name = escapeHtml(brand.name)
  return [
    '<!DOCTYPE html>',
    `<html lang="${escapeHtml(brand.locale)}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>Something went wrong | ${name}</title>`,
    '<meta name="robots" content="noindex">',
    `<link rel="stylesheet" href="${CLIENT_ASSETS.stylesheet}">`,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    `</head><body class="${skinClassName[brand.baseTheme]}">`,
    `<main class="${container} ${s.page}"><section class="${s.panel}">`,
    `<p class="${s.eyebrow}"><a href="/">${name}</a> · Error ${status}</p>`,
    '<h1>Something went wrong on our side</h1>',
    '<p>Sorry: this page could not be shown just now. Please try again in a moment.</p>',
    requestId ? `<p>Reference: ${escapeHtml(requestId)}</p>` : '',
    `<div class="${s.actions}"><a href="/">Back to today&#39;s deals</a></div>`,
    '</section></main></body></html>',
  ].join('')
}

/** onError for the whole app: the API (and anything not a browser's page request) keeps its
 * JSON `{ error }` answer; a page gets the brand's error page in its shell (the 404 page for a
 * miss), or the plain one if the shell fails too. Unknown errors are logged once either way. */
export async function handleAppError(err: Error, c: Context<AppEnv>): Promise<Response> {
  if (!wantsErrorPage(c)) return handleError(err, c)
  const status = errorStatus(err)
  if (status === 500) logUnknownError(err, c)
  const requestId = c.get('requestId') ?? null
  try {
    if (status === 404) return await renderNotFound(c)
    return await renderInShell(c, {
      status,
      whole: true,
      meta: {
        canonicalPath: new URL(c.req.url).pathname,
        title: status >= 500 ? 'Something went wrong' : 'Page not available',
        robots: 'NOINDEX, FOLLOW',
      },
      body: <ErrorPage status={status} requestId={requestId} path={new URL(c.req.url).pathname} />,
    })
  } catch (shellError) {
    logUnknownError(shellError instanceof Error ? shellError : new Error(String(shellError)), c)
    const brand = c.get('brand') ?? BRANDS.dealio
    return c.html(plainErrorPage(brand, status, requestId), status as ContentfulStatusCode, {
      'cache-control': 'private, no-store',
    })
  }
}
