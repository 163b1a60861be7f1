import type { Context } from 'hono'
import { generateCookie } from 'hono/cookie'
import type { CookieOptions } from 'hono/utils/cookie'

/** Sets (or appends) a header on the answer, as `c.header()` does, but on an answer already made
 * it changes that answer's headers in place: `c.header()` copies the whole Response each time
 * once it is final, and a page-cache hit was copied that way three times on its way out
 * (request id, two visitor cookies). Headers of a fetched or cached Response
 * are immutable: those still go through `c.header()`, which copies.
 * @example setHeader(c, 'x-request-id', id) */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any app's context
export function setHeader(c: Context<any>, name: string, value: string, append = false): void {
  if (c.finalized) {
    try {
      if (append) c.res.headers.append(name, value)
      else c.res.headers.set(name, value)
      return
    } catch {
      // immutable headers: copy, below
    }
  }
  c.header(name, value, append ? { append: true } : undefined)
}

/** hono/cookie's setCookie through `setHeader`: the same Set-Cookie, without the copy. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any app's context
export function setCookieHeader(c: Context<any>, name: string, value: string, opt: CookieOptions) {
  setHeader(c, 'set-cookie', generateCookie(name, value, opt), true)
}
