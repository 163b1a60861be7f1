import type { Context } from 'hono'
import { StaticPage } from '../../../client/pages/static-page'
import type { AppEnv } from '../../http/app-env'
import { renderInShell } from './page-context'
import { staticPageContent, staticTwinPath } from './static-pages'

/** A static legal or help page (storefront §2 'Paths'), or null when `path` is none of them
 * so the caller can answer 404. The canonical is the page's own lower-case path. */
export function renderStaticPage(c: Context<AppEnv>, path: string): Promise<Response> | null {
  const page = staticPageContent(path)
  if (!page) return null
  return renderInShell(c, {
    meta: {
      canonicalPath: page.path,
      twinPath: staticTwinPath(c.get('brand'), page.path),
      title: page.title,
      description: page.description,
    },
    body: <StaticPage page={page} brand={c.get('brand')} />,
  })
}
