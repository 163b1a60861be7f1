import { startTransition, useEffect, type ComponentType, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { createStore, Provider } from './state/jotai'
import { createPageStore, type PageState } from './state/page-state'

/** The islands' runtime and shared store, a chunk of its own (issue 19): the entry fetches it
 * when the first island on the page is due, so a page whose islands wait for a visitor's
 * interaction runs none of it until then. React and React DOM are a chunk of their own
 * (vite.config.ts). */

let store: ReturnType<typeof createStore> | undefined
const pageStore = (state: PageState | null) =>
  (store ??= state ? createPageStore(state) : createStore())

/** Runs its callback once the root it sits in has committed, i.e. hydration is done. */
function OnCommit({ done, children }: { done: () => void; children: ReactNode }) {
  useEffect(done, [done])
  return children
}

/** Hydrates one island in `el` as its own root, with the id prefix the server rendered it with
 * (islands/island.tsx), so `useId` gives the same ids on both sides; resolves once it has
 * committed. In a transition: React renders a default-priority root in one go, a transition in
 * slices that yield to the browser every few milliseconds, so a large island (the checkout, a
 * deal's picker) hydrates in no long task of its own and a tap meanwhile is answered first.
 * `urgent` for an island started by the shopper's own tap (hydrate-on 'interaction'): they are
 * waiting for it, and these islands are small, so it hydrates at once rather than in slices
 * that yield to everything else on the page. */
export function hydrateIsland(
  el: HTMLElement,
  Component: ComponentType<object>,
  props: object,
  state: PageState | null,
  urgent = false,
): Promise<void> {
  return new Promise((resolve) => {
    const hydrate = urgent ? (run: () => void) => run() : startTransition
    hydrate(() => {
      hydrateRoot(
        el,
        <Provider store={pageStore(state)}>
          <OnCommit done={resolve}>
            <Component {...props} />
          </OnCommit>
        </Provider>,
        { identifierPrefix: el.dataset.islandScope },
      )
    })
  })
}
