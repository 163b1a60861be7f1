import { useId, type ComponentType, type ReactElement } from 'react'
// The Node build, as the page's own render (worker/render/stream-page.tsx). Server-only: no
// island imports this file, so the client build never sees it (test/worker/js-budget.test.ts
// would count it).
import { renderToString } from 'react-dom/server.node'
import { safeJsonForHtml } from '../../shared/safe-json'
import { Provider, useStore } from '../state/jotai'
import type { IslandName } from './registry'

interface IslandProps<P extends object> {
  name: IslandName
  component: ComponentType<P>
  props: P
  /** Wrapper element; use 'span' inside phrasing content. */
  as?: 'div' | 'span' | 'nav'
  className?: string
}

/** The id prefix an island's own render uses on both sides (`identifierPrefix`): unique on the
 * page (from the page's `useId`), and safe in an id and a CSS selector. */
const scopeOf = (pageId: string) => `i${pageId.replace(/[^\w-]/g, '')}-`

/** Server side of an island: the component's HTML plus its props in a non-executed JSON
 * block, so the client can hydrate exactly this subtree without inline script (CSP).
 *
 * The browser hydrates each island as a root of its own (client/hydrate.tsx), so the island is
 * rendered here as one too, with its own `identifierPrefix` written in `data-island-scope`:
 * `useId` numbers ids by a component's place in its root, and rendered inside the page an
 * island's ids (a label's `for`, an `aria-describedby`) came out different from the ones the
 * browser made, so a field named a description that was not there. Its own render
 * also sees only what the browser gives it (its props and the page's store), never a context
 * of the page around it. */
export function Island<P extends object>(options: IslandProps<P>): ReactElement {
  const scope = scopeOf(useId())
  const store = useStore()
  // The nested render is in a component with no hooks of its own: React supports a
  // renderToString inside another render, but it leaves the outer render's hook state reset.
  return <IslandRoot {...options} scope={scope} store={store} />
}

function IslandRoot<P extends object>({
  name,
  component: Component,
  props,
  as: Tag = 'div',
  className,
  scope,
  store,
}: IslandProps<P> & { scope: string; store: ReturnType<typeof useStore> }): ReactElement {
  const html = renderToString(
    <Provider store={store}>
      <Component {...props} />
    </Provider>,
    { identifierPrefix: scope },
  )
  return (
    <>
      <Tag
        data-island={name}
        data-island-scope={scope}
        className={className}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <script
        type="application/json"
        data-island-props={name}
        dangerouslySetInnerHTML={{ __html: safeJsonForHtml(props) }}
      />
    </>
  )
}
