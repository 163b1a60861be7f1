import { Component, startTransition, useEffect, type ComponentType, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { createStore, Provider } from './state/jotai'
import { createPageStore, type PageState } from './state/page-state'

/** The islands' runtime and shared store, a chunk of its own: the entry fetches it
 * when the first island on the page is due, so a page whose islands wait for a visitor's
 * interaction runs none of it until then. React and React DOM are a chunk of their own
 * (vite.config.ts). */

let store: ReturnType<typeof createStore> | undefined
/** The islands' shared store, made from the page's state once. The entry makes it in a task of
 * its own before the first island hydrates: at 4x CPU it was a third of that island's task. */
export const pageStore = (state: PageState | null) =>
  (store ??= state ? createPageStore(state) : createStore())

interface IslandRootProps {
  el: HTMLElement
  /** The island's HTML as the server sent it, taken before hydration. */
  html: string
  /** Called once the root has committed and its effects have run, i.e. hydration is done. */
  done: () => void
  children: ReactNode
}

/** Around every island: says when hydration has committed, and is the island's error boundary.
 * An island whose render throws (at hydration or later) must not take the page's working HTML
 * with it: React has already removed the island's DOM when this catches, so the server's HTML
 * is put back as it was (its links and plain forms still work without the script), the island
 * is marked `data-island-failed`, and the error goes to the error log (storefront §7) through
 * the page's error listener (errors/error-listeners.ts), like any uncaught error. Each island is
 * a root of its own, so the rest of the page is untouched. */
class IslandRoot extends Component<IslandRootProps, { failed?: boolean }> {
  override state: { failed?: boolean } = {}

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: Error) {
    const { el } = this.props
    el.innerHTML = this.props.html
    el.dataset.islandFailed = 'true'
    dispatchEvent(
      new ErrorEvent('error', {
        error,
        message: `${error}`,
        filename: `island:${el.dataset.island}`,
      }),
    )
  }

  override render() {
    return (
      <Hydrated done={this.props.done}>{this.state.failed ? null : this.props.children}</Hydrated>
    )
  }
}

/** Around the island, so its effect runs after the island's own (a parent's effects run after
 * its children's): the island is done once its effects (subscriptions, and the re-render a
 * store newer than the server's HTML asks for) have run, so the next island starts in a task
 * after them (islands hydrate one at a time, entry.tsx) and no task holds one island's effects
 * and the next one's commit (no long task over 50 ms at 4x CPU). A wrapper with one
 * child, not a sibling: a sibling would change the island's `useId` ids. */
function Hydrated({ done, children }: { done: () => void; children: ReactNode }) {
  useEffect(done, [done])
  return children
}

/** Hydrates one island in `el` as its own root, with the id prefix the server rendered it with
 * (islands/island.tsx), so `useId` gives the same ids on both sides; resolves once it has
 * committed and its effects have run. In a transition: React renders a default-priority root
 * in one go, a transition in slices that yield to the browser every few milliseconds, so a
 * large island (the checkout, a deal's picker) hydrates in no long task of its own and a tap
 * meanwhile is answered first.
 * `urgent` for an island started by the shopper's own tap (hydrate-on 'interaction'): they are
 * waiting for it, and these islands are small, so it hydrates at once rather than in slices
 * that yield to everything else on the page. */
export function hydrateIsland(
  el: HTMLElement,
  Island: ComponentType<object>,
  props: object,
  state: PageState | null,
  urgent = false,
): Promise<void> {
  const html = el.innerHTML
  return new Promise((resolve) => {
    const hydrate = urgent ? (run: () => void) => run() : startTransition
    hydrate(() => {
      hydrateRoot(
        el,
        <Provider store={pageStore(state)}>
          <IslandRoot el={el} html={html} done={resolve}>
            <Island {...props} />
          </IslandRoot>
        </Provider>,
        { identifierPrefix: el.dataset.islandScope },
      )
    })
  })
}
