import type { ComponentType } from 'react'
import { startAnalyticsWhenIdle } from './analytics/start-when-idle'
import { installErrorListeners } from './errors/error-listeners'
import { hydrateOn } from './islands/hydrate-on'
import { ISLANDS, type IslandName } from './islands/registry'
import { whenDue } from './islands/schedule'
import { whenIdle } from './when-idle'
import type { PageState } from './state/page-state'

function readJson(element: Element | null | undefined): unknown {
  if (!element?.textContent) return null
  try {
    return JSON.parse(element.textContent)
  } catch {
    return null
  }
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

const isIslandName = (name: string | undefined): name is IslandName =>
  name !== undefined && Object.hasOwn(ISLANDS, name)

// First, so an error anywhere below is reported (once each, through a lazy reporter).
installErrorListeners()

// The session check and live stock start in tasks of their own (page-start.ts), before any
// island hydrates (each waits for `started`): the entry's own run stays short.
const started = import('./page-start').then((m) => m.startPage())

const state = readJson(document.getElementById('page-state')) as PageState | null

const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')].flatMap((el) => {
  const name = el.dataset.island
  const propsScript = el.nextElementSibling
  if (!isIslandName(name) || !propsScript?.matches(`script[data-island-props="${name}"]`)) return []
  const props = readJson(propsScript)
  return props && typeof props === 'object' ? [{ el, name, props }] : []
})

// The islands' runtime (React DOM, a chunk of its own: vite.config.ts) and store are fetched by
// the first island that is due.
let react: Promise<typeof import('./hydrate')> | undefined
const loadReact = () =>
  (react ??= import('react-dom/client')
    // React DOM's own first run (compiling and evaluating 66 KB gzip) in a task of its own,
    // then our shared code's and the hydrate chunk's in the next: together they were one task
    // of 50-130 ms at 4x CPU throttling (test/e2e/web-vitals.test.ts).
    .then(() => {
      // Where React's start-up ended, for RUM and the web-vitals test, which holds that task to
      // a bound of its own: it is React's, the same on every page, and no code of ours runs in it.
      performance.mark('react-runtime-evaluated')
      return new Promise((yielded) => setTimeout(yielded, 0))
    })
    .then(() => import('./hydrate'))
    // The islands' shared store in a task of its own, before the first island's.
    .then((m) => nextTask().then(() => (m.pageStore(state), m))))

// One island per task: chunks that arrive together would otherwise hydrate in one long task
// (none over 50 ms on a mid-range phone), and input waiting between them goes first.
let turn: Promise<unknown> = Promise.resolve()
function inTurn<T>(run: () => Promise<T>): Promise<T> {
  const mine = turn.then(nextTask).then(run)
  turn = mine.catch(() => undefined)
  return mine
}

// The page's extras wait until the islands due at load or when idle are live, and then for an
// idle moment: analytics and the wishlist hearts never compete with the page. Not for 'visible'
// or first-use islands: those may never come.
const settles = (name: IslandName) => ['load', 'idle'].includes(hydrateOn(name))
let pending = islands.filter(({ name }) => settles(name)).length
let settled = false
const settle = () => {
  pending -= 1
  if (pending > 0 || settled) return
  settled = true
  startAnalyticsWhenIdle()
  // Wishlist hearts: one React root of their own, once hydration is done, so it never
  // touches markup React is still hydrating (hearts in an island wait for it to hydrate).
  // Failing to load leaves them hidden.
  void import('./after-idle').then((m) => m.startWishlistHearts()).catch(() => undefined)
}
if (pending === 0) settle()

/** Schedules one island: it hydrates when its moment comes (islands/hydrate-on.ts) and its chunk
 * and React's have arrived; one that cannot load (offline, a deploy in between) stays
 * server-rendered HTML, which works without JS. */
function schedule({ el, name, props }: (typeof islands)[number]) {
  const counted = settles(name)
  whenDue(el, hydrateOn(name), () =>
    Promise.all([ISLANDS[name](), loadReact(), started])
      .then(([Component, { hydrateIsland }]) =>
        inTurn(() =>
          hydrateIsland(
            el,
            Component as ComponentType<object>,
            props,
            state,
            hydrateOn(name) === 'interaction',
          ),
        ),
      )
      .then(() => {
        // Marked once committed, so tests (and support staff) can tell a live island from HTML.
        el.dataset.hydrated = 'true'
      })
      .finally(() => {
        if (counted) settle()
      }),
  )
}

// Scheduling an island costs a few listeners and a timer or observer: a home page has dozens,
// which at 4x CPU made the entry's own run a long task (test/e2e/web-vitals.test.ts). So they
// are scheduled after it, in document order, eight to a task.
for (let i = 0; i < islands.length; i += 8) {
  setTimeout(() => islands.slice(i, i + 8).forEach(schedule), 0)
}

// Tracking (impressions, clicks, the tracking session) is its own chunk, fetched once the page
// is idle after hydration: it never competes with first paint.
if (state) {
  const start = () => import('./after-idle').then((m) => m.startTracking(state))
  // A chunk that cannot load (offline, a deploy in between) means no tracking, nothing more.
  whenIdle(() => void start().catch(() => undefined), 1500)
}
