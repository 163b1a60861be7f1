import { useEffect, type ComponentType, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { startSessionCheck } from './api/session-check'
import { startAnalyticsWhenIdle } from './analytics/start-when-idle'
import { installErrorListeners } from './errors/error-listeners'
import { ISLANDS, type IslandName } from './islands/registry'
import { syncLiveStock } from './live-stock'
import { createStore, Provider } from './state/jotai'
import { createPageStore, type PageState } from './state/page-state'

function readJson(element: Element | null | undefined): unknown {
  if (!element?.textContent) return null
  try {
    return JSON.parse(element.textContent)
  } catch {
    return null
  }
}

const isIslandName = (name: string | undefined): name is IslandName =>
  name !== undefined && Object.hasOwn(ISLANDS, name)

/** Runs its callback once the root it sits in has committed, i.e. hydration is done. */
function OnCommit({ done, children }: { done: () => void; children: ReactNode }) {
  useEffect(done, [done])
  return children
}

// First, so an error anywhere below is reported (once each, through a lazy reporter).
installErrorListeners()

// §4 'Authentication': the session check "always ends in finished" (a failed request reads as
// signed out). It starts at once; the islands that show the user take this request (useUser).
startSessionCheck()

const state = readJson(document.getElementById('page-state')) as PageState | null
const store = state ? createPageStore(state) : createStore()

const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')].flatMap((el) => {
  const name = el.dataset.island
  const propsScript = el.nextElementSibling
  if (!isIslandName(name) || !propsScript?.matches(`script[data-island-props="${name}"]`)) return []
  const props = readJson(propsScript)
  return props && typeof props === 'object' ? [{ el, name, props }] : []
})

let pending = islands.length
let settled = false
const hydrated = () => {
  pending -= 1
  if (pending > 0 || settled) return
  settled = true
  // Page view and view item (and a configured tag manager) wait for an idle moment after
  // hydration: analytics never competes with the page.
  startAnalyticsWhenIdle()
  // Wishlist hearts on deal cards (issue 7): a small chunk of its own, once hydration is done,
  // so it never touches markup React is still hydrating. Failing to load leaves them hidden.
  void import('./after-idle').then((m) => m.startWishlistHearts()).catch(() => undefined)
}
if (islands.length === 0) hydrated()

// Each island hydrates as soon as its own chunk arrives; one that cannot load (offline, a
// deploy in between) stays server-rendered HTML, which works without JS.
for (const { el, name, props } of islands) {
  ISLANDS[name]()
    .then((loaded) => {
      const Component = loaded as ComponentType<object>
      // Marked once committed, so tests (and support staff) can tell a live island from HTML.
      const done = () => {
        el.dataset.hydrated = 'true'
        hydrated()
      }
      hydrateRoot(
        el,
        <Provider store={store}>
          <OnCommit done={done}>
            <Component {...props} />
          </OnCommit>
        </Provider>,
      )
    })
    .catch(() => hydrated())
}

void syncLiveStock()

// Tracking (impressions, clicks, the tracking session) is its own chunk, fetched once the page
// is idle after hydration: it never competes with first paint.
if (state) {
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1500))
  const start = () => import('./after-idle').then((m) => m.startTracking(state))
  // A chunk that cannot load (offline, a deploy in between) means no tracking, nothing more.
  whenIdle(() => void start().catch(() => undefined))
}
