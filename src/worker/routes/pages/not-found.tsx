import type { Context } from 'hono'
import { NotFoundPage } from '../../../client/pages/not-found-page'
import type { AppEnv } from '../../http/app-env'
import { renderInShell } from './page-context'

export function renderNotFound(c: Context<AppEnv>) {
  return renderInShell(c, {
    status: 404,
    meta: {
      canonicalPath: new URL(c.req.url).pathname,
      title: 'Page not found',
      robots: 'NOINDEX, FOLLOW',
    },
    body: <NotFoundPage />,
  })
}
