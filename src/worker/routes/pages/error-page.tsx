import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { ErrorPage } from '../../../client/pages/error-page'
import { BRANDS, type Brand } from '../../../shared/config/brands'
import * as s from '../../../client/pages/content-page.styles'
import { container } from '../../../themes/global-styles'
import { skinClassName } from '../../../themes/skins'
import type { AppEnv } from '../../http/app-env'
import { DomainError, errorBody, errorStatus } from '../../errors'
import { handleError, logUnknownError } from '../../http/error-handler'
import { resolveLocation } from '../../http/request-context'
import { CLIENT_ASSETS } from '../../render/client-assets'
import { renderNotFound } from './not-found'
import { renderInShell } from './page-context'

const FORM_POST = /^(application\/x-www-form-urlencoded|multipart\/form-data)/i

/** A browser asking for a page or sending a plain HTML form (not the API, not a picture): it
 * gets an HTML error page, not the JSON a script reads. */
function wantsErrorPage(c: Context<AppEnv>): boolean {
  const { method, path } = c.req
  const formPost = method === 'POST' && FORM_POST.test(c.req.header('content-type') ?? '')
  if (method !== 'GET' && method !== 'HEAD' && !formPost) return false
  if (path.startsWith('/api/') || path.startsWith('/images/')) return false
  return (c.req.header('accept') ?? '').includes('text/html')
}

/** What a 4xx page says: a DomainError's message is written for the shopper (the route that
 * threw it worded it); anything else keeps the page's general words. */
const refusalMessage = (err: Error, status: number): string | undefined =>
  status < 500 && err instanceof DomainError ? err.message : undefined

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

/** The error page without the shell, for when the shell itself cannot be built (its navigation
 * comes from D1, which may be what failed): the brand's name, skin and stylesheet, no script. */
export function plainErrorPage(
  brand: Brand,
  status: number,
  requestId: string | null,
  message?: string,
): string {
  const name = escapeHtml(brand.name)
  const ours = status >= 500
  return [
    '<!DOCTYPE html>',
    `<html lang="${escapeHtml(brand.locale)}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${ours ? 'Something went wrong' : 'Page not available'} | ${name}</title>`,
    '<meta name="robots" content="noindex">',
    `<link rel="stylesheet" href="${CLIENT_ASSETS.stylesheet}">`,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    `</head><body class="${skinClassName[brand.baseTheme]}">`,
    `<header class="${container}"><a href="/">${name}</a></header>`,
    `<main class="${container} ${s.page}"><section class="${s.panel}">`,
    `<p class="${s.eyebrow}">Error ${status}</p>`,
    ours ? '<h1>Something went wrong on our side</h1>' : '<h1>We could not take that request</h1>',
    `<p>${escapeHtml(
      message ??
        (ours
          ? 'Sorry: this page could not be shown just now. Please try again in a moment.'
          : 'Please go back and try again.'),
    )}</p>`,
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
  const message = refusalMessage(err, status)
  // Refused before the request's services were built: the shell cannot be, and need not be.
  if (!c.get('services')) return plainAnswer(c, status, requestId, message)
  try {
    // Routes outside the page stack (a form's own POST) have not loaded the shell's location.
    if (!c.get('location')) c.set('location', await resolveLocation(c))
    if (status === 404) return await renderNotFound(c)
    return await renderInShell(c, {
      status,
      whole: true,
      meta: {
        canonicalPath: new URL(c.req.url).pathname,
        title: status >= 500 ? 'Something went wrong' : 'Page not available',
        robots: 'NOINDEX, FOLLOW',
      },
      body: (
        <ErrorPage
          status={status}
          requestId={requestId}
          path={new URL(c.req.url).pathname}
          message={message}
        />
      ),
    })
  } catch (shellError) {
    logUnknownError(shellError instanceof Error ? shellError : new Error(String(shellError)), c)
    return plainAnswer(c, status, requestId, message)
  }
}

function plainAnswer(
  c: Context<AppEnv>,
  status: number,
  requestId: string | null,
  message: string | undefined,
) {
  const brand = c.get('brand') ?? BRANDS.dealio
  return c.html(plainErrorPage(brand, status, requestId, message), status as ContentfulStatusCode, {
    'cache-control': 'private, no-store',
  })
}

/** No route took the request: the API's JSON 404; a browser's page its 404 page, and a plain
 * form posted to a page (one whose script did not run) a 405 page that says to go back. */
export function handleNotFound(c: Context<AppEnv>): Response | Promise<Response> {
  if (!wantsErrorPage(c)) return c.json(errorBody('NOT_FOUND', 'No such resource'), 404)
  if (c.req.method !== 'POST')
    return handleAppError(new DomainError('NOT_FOUND', 'No such page'), c)
  c.header('allow', 'GET, HEAD')
  return handleAppError(
    new DomainError(
      'METHOD_NOT_ALLOWED',
      'This page could not take that form. Please go back, reload the page and try again.',
    ),
    c,
  )
}
