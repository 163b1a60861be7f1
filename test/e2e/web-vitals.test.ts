import type { BrowserContext, BrowserContextOptions, Page } from '@playwright/test'
import { test, expect } from './support/fixtures'
import { pinClock } from './support/clock'
import { e2eBaseUrl } from './support/server-address'
import { pageLive } from './support/islands'

// In the browser: no anonymous page type moves after it is painted (CLS
// ≤ 0.05) on a phone with a mid-range CPU (4× throttling, as Lighthouse's mobile profile) and on
// a desktop, and hydration runs in no task over 50 ms (HYDRATION_TASK_LIMIT_MS; every load's
// tasks over 50 ms are printed). Layout shifts and long tasks are read
// with PerformanceObserver (buffered) from the first moment of each page, up to when the
// islands on screen have hydrated and the network is idle.

/** Hydration still runs in long tasks (the entry hydrates every island as its chunk arrives):
 * at 4× this measured one task of 120–270 ms per page (mostly the entry module's own run) when
 * this test was written. Switch on once islands hydrate in slices (idle, visible, on
 * interaction); the figures are printed either way. */
const ASSERT_NO_HYDRATION_LONG_TASKS = true

const CLS_BUDGET = 0.05
/** Throttled loads judged for hydration long tasks before the test fails: it passes on the first
 * load within the bound. A real regression shows on every load; the machine's noise does not. */
const HYDRATION_LOADS = 3
/** The bound on a hydration task at 4x: 50 ms. It was 100 while hydration still made tasks
 * of 51-96 ms (in about half the loads of every page type). What made them, found from traces of
 * each task's thread time (not wall time, which this shared 2-core machine inflates): the entry
 * scheduling every island in its own run (its module task ran 28-162 ms), the first island's
 * task also building the page's store, and one island's effects (and the re-render its SWR
 * reads ask for) run in the same task as the next island's commit. The entry now schedules in
 * slices, the store is made in a task of its own, and an island is done only once its effects
 * have run (client/hydrate.tsx), so the next one starts after them: at 4x every hydration task
 * is now 20-45 ms of thread time. */
const HYDRATION_TASK_LIMIT_MS = 50
/** React DOM's own first run (compiling and evaluating its 66 KB gzip chunk), in a task of its
 * own (src/client/entry.tsx marks its end 'react-runtime-evaluated'): 73-134 ms at 4× on this
 * machine, quiet, whatever the page. No code of ours runs in it, so it is held to
 * this bound, not the hydration one; islands then hydrate in transitions, in slices. */
const REACT_START_LIMIT_MS = 150
const REACT_START_MARK = 'react-runtime-evaluated'
const LONG_TASK_MS = 50
/** How long to wait for the islands on screen to hydrate, throttled, before judging anyway. */
const HYDRATION_WAIT_MS = 15_000

const VIEWPORTS = {
  mobile: {
    options: {
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    },
    cpuSlowdown: 4,
  },
  desktop: {
    options: { viewport: { width: 1350, height: 940 } },
    cpuSlowdown: 1,
    compareWithHtml: true,
  },
} satisfies Record<
  string,
  { options: BrowserContextOptions; cpuSlowdown: number; compareWithHtml?: boolean }
>

/** What the page recorded about itself (see `record` below). */
interface Vitals {
  shifts: { value: number; at: number; sources: string[] }[]
  longTasks: { start: number; duration: number }[]
  scripts: { start: number; end: number; what: string; ours: boolean }[]
  /** When each island was marked data-hydrated, by name (first of a name). */
  hydrated: Record<string, number>
  /** User Timing marks the page set, by name (first of a name). */
  marks: Record<string, number>
}

/** What the page recorded of its first tap (see `recordTaps` below), on the same timeline. */
interface Taps {
  /** Event Timing entries of interactions: what INP is the longest of. */
  events: { name: string; duration: number }[]
  tapAt: number
  /** When the tapped island was marked data-hydrated. */
  hydratedAt: number
  /** When a dialog was first in the page. */
  answeredAt: number
}

declare global {
  interface Window {
    __vitals?: Vitals
    __taps?: Taps
  }
}

/** Runs in the page before any of its scripts. The test clock (support/clock.ts) fakes
 * `performance.now()`, so times come from `document.timeline`, which shares the timeline's origin
 * with the observers' entries. Entry types Chromium has and the DOM lib lacks are typed here. */
function record() {
  type Rect = { x: number; y: number; width: number; height: number }
  type LayoutShift = PerformanceEntry & {
    value: number
    hadRecentInput: boolean
    sources: { node: Node | null; previousRect: Rect; currentRect: Rect }[]
  }
  type LoafScript = {
    startTime: number
    duration: number
    invokerType: string
    invoker: string
    sourceURL: string
  }
  type Loaf = PerformanceEntry & { scripts: LoafScript[] }

  const vitals: Vitals = { shifts: [], longTasks: [], scripts: [], hydrated: {}, marks: {} }
  window.__vitals = vitals
  const name = (node: Node | null): string => {
    if (!(node instanceof Element))
      return node ? `${node.nodeName} in ${name(node.parentNode)}` : '?'
    const testId = node.getAttribute('data-testid') ?? node.getAttribute('data-island')
    const classes = [...node.classList].slice(0, 2).join('.')
    return `${node.localName}${node.id ? `#${node.id}` : ''}${classes ? `.${classes}` : ''}${testId ? `[${testId}]` : ''}`
  }
  const rect = (r: Rect) => [r.x, r.y, r.width, r.height].map(Math.round).join(',')
  const observe = (type: string, each: (entry: PerformanceEntry) => void) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(each)).observe({
        type,
        buffered: true,
      })
    } catch {
      // An entry type this Chromium lacks: that figure stays empty.
    }
  }
  observe('layout-shift', (entry) => {
    const shift = entry as LayoutShift
    if (shift.hadRecentInput) return
    vitals.shifts.push({
      value: shift.value,
      at: Math.round(shift.startTime),
      sources: shift.sources.map(
        (s) => `${name(s.node)} ${rect(s.previousRect)} → ${rect(s.currentRect)}`,
      ),
    })
  })
  observe('mark', (entry) => {
    vitals.marks[entry.name] ??= entry.startTime
  })
  // The test clock (Playwright's, installed first) swaps `performance` for a fake whose `mark`
  // records nothing the observer above can see, so the page's marks are also taken here, on the
  // observers' timeline.
  const fakeMark = performance.mark.bind(performance)
  performance.mark = (markName: string, options?: PerformanceMarkOptions) => {
    vitals.marks[markName] ??= document.timeline.currentTime as number
    return fakeMark(markName, options)
  }
  observe('longtask', (entry) =>
    vitals.longTasks.push({ start: entry.startTime, duration: entry.duration }),
  )
  // Long animation frames say which scripts ran in a long task.
  observe('long-animation-frame', (entry) => {
    for (const script of (entry as Loaf).scripts) {
      vitals.scripts.push({
        start: script.startTime,
        end: script.startTime + script.duration,
        what: `${script.invokerType} ${script.sourceURL.split('/').pop() || script.invoker} ${Math.round(script.duration)} ms`,
        ours: script.sourceURL.startsWith(`${location.origin}/assets/`),
      })
    }
  })
  new MutationObserver((mutations) => {
    for (const { target } of mutations) {
      const island = target instanceof HTMLElement ? target.dataset : null
      if (island?.hydrated === 'true' && island.island && !(island.island in vitals.hydrated)) {
        vitals.hydrated[island.island] = Math.round(document.timeline.currentTime as number)
      }
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] })
}

/** The islands with a box in the first viewport that have not hydrated yet. An island's
 * wrapper may add no box of its own (display: contents), so its contents are measured. */
function unhydratedOnScreen(): string[] {
  return [...document.querySelectorAll<HTMLElement>('[data-island]')]
    .filter((el) => {
      const range = document.createRange()
      range.selectNodeContents(el)
      const r = range.getBoundingClientRect()
      const drawn = r.width > 0 && r.height > 0
      return drawn && r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth
    })
    .filter((el) => el.dataset.hydrated !== 'true')
    .map((el) => el.dataset.island ?? '?')
}

/** Opens `path` and waits, bounded, until the islands on screen have hydrated and the network
 * is idle; then returns what the page recorded and which on-screen islands never hydrated. The
 * network going quiet is not a wait for something to use: it is where the measured window ends
 * (a late image or rail that moves the page is part of the page's CLS). */
async function measure(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'load' })
  // An island that hydrates only on interaction never will here: the wait is bounded, and what
  // stayed HTML is reported.
  await page
    .waitForFunction(`(${unhydratedOnScreen.toString()})().length === 0`, undefined, {
      timeout: HYDRATION_WAIT_MS,
    })
    .catch(() => undefined)
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined)
  const [vitals, stillHtml] = await Promise.all([
    page.evaluate(() => window.__vitals!),
    page.evaluate(unhydratedOnScreen),
  ])
  return { vitals, stillHtml }
}

/** The long tasks over 50 ms that come from hydration: between the moment our first script
 * runs and the last island's hydrated mark, with more than 50 ms of hydration script in them
 * (the browser's long-animation-frame entries say which scripts ran, and for how long). */
function hydrationLongTasks(vitals: Vitals, limitMs = LONG_TASK_MS) {
  const ours = vitals.scripts.filter((s) => s.ours)
  const from = Math.min(...ours.map((s) => s.start))
  const until = Math.max(0, ...Object.values(vitals.hydrated))
  return (
    vitals.longTasks
      .filter((task) => task.duration > limitMs)
      .filter((task) => task.start + task.duration > from && task.start <= until)
      .map((task) => {
        const end = task.start + task.duration
        const scripts = vitals.scripts.filter((s) => s.start < end && s.end > task.start)
        // Script time in the task that is hydration's: our chunks, and callbacks with no file of
        // their own (the timers and promises our code sets, which run the islands).
        const hydrating = scripts
          .filter((s) => s.ours || !s.what.includes('.js'))
          .reduce((ms, s) => ms + (s.end - s.start), 0)
        const reactStartAt = vitals.marks[REACT_START_MARK]
        return {
          reactStart:
            reactStartAt !== undefined && reactStartAt >= task.start && reactStartAt <= end,
          start: Math.round(task.start),
          duration: Math.round(task.duration),
          hydrating: Math.round(hydrating),
          scripts: scripts.map((s) => s.what),
        }
      })
      // A long task comes from hydration when its hydration script alone runs over the limit; the
      // rest of a long task is the browser's own work on the page (parsing, style, layout),
      // which scripts neither cause nor can slice. Before the entry was made small it alone ran
      // 107-339 ms here. React's start-up has a bound of its own (REACT_START_LIMIT_MS).
      .filter((task) =>
        task.reactStart ? task.hydrating > REACT_START_LIMIT_MS : task.hydrating > limitMs,
      )
  )
}

function report(label: string, vitals: Vitals, stillHtml: string[]): string {
  const cls = vitals.shifts.reduce((sum, s) => sum + s.value, 0)
  const tasks = vitals.longTasks
    .filter((t) => t.duration > LONG_TASK_MS)
    .map((t) => {
      const end = t.start + t.duration
      const ran = vitals.scripts.filter((s) => s.start < end && s.end > t.start).map((s) => s.what)
      const mark = vitals.marks[REACT_START_MARK]
      const react = mark !== undefined && mark >= t.start && mark <= end ? ' [React start]' : ''
      return `${Math.round(t.duration)} ms at ${Math.round(t.start)}${ran.length ? ` (${ran.join('; ')})` : ''}${react}`
    })
  const islands = Object.keys(vitals.hydrated).length
  const by = Math.max(0, ...Object.values(vitals.hydrated))
  return [
    `${label}: CLS ${cls.toFixed(4)}; ${islands} islands hydrated by ${by} ms`,
    stillHtml.length ? `  on screen, not hydrated: ${stillHtml.join(', ')}` : null,
    `  long tasks > ${LONG_TASK_MS} ms: ${tasks.length ? tasks.join(', ') : 'none'}`,
    ...vitals.shifts.map(
      (s) => `  shift ${s.value.toFixed(4)} at ${s.at} ms: ${s.sources.join('; ')}`,
    ),
  ]
    .filter(Boolean)
    .join('\n')
}

/** Islands whose box may change when they hydrate, and why that is no layout debt. */
const SIZED_BY_DATA: Record<string, string> = {
  'deal-social-cue':
    'shows only when someone bought the deal lately, which a cached page cannot know',
}

/** Each island's box, by name and place in the page. Islands may come to hydrate late (when
 * scrolled to, on interaction), so one that changes size then would move what is on screen. */
function islandBoxes(): Record<string, string> {
  return Object.fromEntries(
    [...document.querySelectorAll<HTMLElement>('[data-island]')].map((el, i) => {
      const r = el.getBoundingClientRect()
      return [`${el.dataset.island} #${i}`, `${Math.round(r.width)}x${Math.round(r.height)}`]
    }),
  )
}

/** The islands whose box differs between the server's HTML (no script runs) and the hydrated
 * page, as "name #n: before → after". */
async function resizedAtHydration(htmlOnly: BrowserContext, hydrated: Page, path: string) {
  const page = await htmlOnly.newPage()
  try {
    // As for the hydrated page, the network going quiet ends the window: what the server's
    // HTML shows once everything it asked for has arrived.
    await page.goto(path, { waitUntil: 'networkidle' })
    const [before, after] = await Promise.all([
      page.evaluate(islandBoxes),
      hydrated.evaluate(islandBoxes),
    ])
    return Object.entries(after)
      .filter(([key, box]) => before[key] !== undefined && before[key] !== box)
      .filter(([key]) => !(key.split(' ')[0]! in SIZED_BY_DATA))
      .map(([key, box]) => `${key}: ${before[key]} → ${box}`)
  } finally {
    await page.close()
  }
}

/** A deal page of the seeded catalogue: the main deal of a category page. */
async function findDealPath(): Promise<string> {
  const html = await (await fetch(`${e2eBaseUrl()}/deals/london/beauty`)).text()
  const main = html.slice(html.indexOf('data-testid="main-deal"'))
  const path = /href="(\/deal\/[^"]+)"/.exec(main)?.[1] ?? ''
  if (!path) throw new Error('no main deal on /deals/london/beauty in the seeded catalogue')
  return path
}

/** Every anonymous page type; the deal page is found once the server answers. */
const PAGES: [string, () => Promise<string>][] = [
  ['root', async () => '/'],
  ['homepage', async () => '/deals/national-deal'],
  ['category', async () => '/deals/london'],
  ['subcategory', async () => '/deals/london/beauty'],
  ['deal', findDealPath],
  ['search', async () => '/search?q=spa'],
  ['gifts', async () => '/gifts'],
  ['travel', async () => '/deals/travel'],
]

// Measured without a trace: its screenshots and snapshots are work for the browser, which would
// count in the long tasks being timed. Each test prints what it measured instead.
test.use({ trace: 'off' })

for (const [viewport, config] of Object.entries(VIEWPORTS)) {
  const { options, cpuSlowdown } = config
  const compareWithHtml = 'compareWithHtml' in config && config.compareWithHtml
  // Throttled loads are timed, so they run alone (playwright.config.ts); the others judge only
  // what moves, which the machine's load does not change, and run beside the other tests.
  const alone = { tag: cpuSlowdown > 1 ? ['@alone'] : [] }
  test.describe(
    `web vitals of anonymous pages, ${viewport}${cpuSlowdown > 1 ? `, CPU ${cpuSlowdown}× slower` : ''}`,
    alone,
    () => {
      // One profile for the eight page types, as a visitor going from page to page has.
      let context: BrowserContext
      /** The same pages as the server sends them, before any script (CSS still applies). */
      let htmlOnly: BrowserContext | undefined
      test.beforeAll(async ({ browser }) => {
        context = await browser.newContext({ baseURL: e2eBaseUrl(), ...options })
        await pinClock(context)
        await context.addInitScript(record)
        if (compareWithHtml) {
          htmlOnly = await browser.newContext({ baseURL: e2eBaseUrl(), ...options })
          await pinClock(htmlOnly)
          await htmlOnly.route(/\/assets\/[^?]*\.js(\?|$)/, (route) => route.abort())
        }
      })
      test.afterAll(async () => {
        await htmlOnly?.close()
        await context?.close()
      })

      for (const [type, pathOf] of PAGES) {
        test(`${type}: nothing moves after paint${cpuSlowdown > 1 ? ' and hydration never blocks' : ''}${compareWithHtml ? ', islands keep their size when they hydrate' : ''}`, async () => {
          const path = await pathOf()
          // Throttled, a load may be judged on its hydration tasks up to HYDRATION_LOADS times: the
          // best load is the code's cost, the others add the machine's noise (see HYDRATION_LOADS).
          let hydrationTasks: ReturnType<typeof hydrationLongTasks> = []
          let lastSummary = ''
          for (let load = 1; load <= (cpuSlowdown > 1 ? HYDRATION_LOADS : 1); load += 1) {
            const page = await context.newPage()
            try {
              if (cpuSlowdown > 1) {
                const cdp = await context.newCDPSession(page)
                await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
              }
              const { vitals, stillHtml } = await measure(page, path)
              const summary = report(
                `${viewport} ${type} ${path} (load ${load})`,
                vitals,
                stillHtml,
              )
              console.log(summary)
              lastSummary = summary

              // Every load is judged on what moves: layout shifts are the page's, not the machine's.
              const cls = vitals.shifts.reduce((sum, s) => sum + s.value, 0)
              expect(cls, summary).toBeLessThanOrEqual(CLS_BUDGET)
              if (htmlOnly && load === 1) {
                const resized = await resizedAtHydration(htmlOnly, page, path)
                expect(resized, 'islands that change size when they hydrate').toEqual([])
              }
              hydrationTasks = hydrationLongTasks(vitals, HYDRATION_TASK_LIMIT_MS)
            } finally {
              await page.close()
            }
            if (hydrationTasks.length === 0) break
          }
          if (ASSERT_NO_HYDRATION_LONG_TASKS && cpuSlowdown > 1) {
            expect(hydrationTasks, lastSummary).toEqual([])
          }
        })
      }
    },
  )
}

/** "INP of the first tap on a held island ≤ 200 ms". The location chooser hydrates
 * on first use (hydrate-on.ts): its code is not fetched until the tap, which is held and
 * replayed on the live chip. Two figures per tap, at 4× CPU on a phone, once the page's own
 * islands are live: the interaction's Event Timing duration (what INP reports: input delay,
 * handlers and the next paint) and the time from the tap to the dialog on screen, which for a
 * held tap also includes fetching and hydrating the island: printed, not bounded, as on this
 * shared 2-core machine it ranged from 0.3 to 2.2 s with other work running. */
const FIRST_TAP_INP_MS = 200

function recordTaps() {
  const taps: Taps = { events: [], tapAt: 0, hydratedAt: 0, answeredAt: 0 }
  window.__taps = taps
  type EventTiming = PerformanceEntry & { interactionId?: number }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as EventTiming[]) {
      if (entry.interactionId) taps.events.push({ name: entry.name, duration: entry.duration })
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit)
  addEventListener('pointerdown', () => (taps.tapAt ||= document.timeline.currentTime as number), {
    capture: true,
  })
  new MutationObserver(() => {
    const chooser = document.querySelector<HTMLElement>('[data-island="location-chooser"]')
    if (taps.tapAt && !taps.hydratedAt && chooser?.dataset.hydrated === 'true') {
      taps.hydratedAt = document.timeline.currentTime as number
    }
    if (taps.tapAt && !taps.answeredAt && document.querySelector('[role="dialog"]')) {
      taps.answeredAt = document.timeline.currentTime as number
    }
  }).observe(document, { subtree: true, childList: true, attributes: true })
}

test.describe('the first tap on a held island, mobile, CPU 4× slower', { tag: '@alone' }, () => {
  test(`the location chooser answers its first tap with INP ≤ ${FIRST_TAP_INP_MS} ms`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: e2eBaseUrl(), ...VIEWPORTS.mobile.options })
    try {
      await pinClock(context)
      await context.addCookies([
        {
          name: 'signup_lightbox_seen',
          value: '1',
          domain: new URL(e2eBaseUrl()).hostname,
          path: '/',
        },
      ])
      await context.addInitScript(recordTaps)
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: VIEWPORTS.mobile.cpuSlowdown })
      await page.goto('/')
      await pageLive(page)
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined)
      const chip = page.locator('[data-island="location-chooser"]')
      await expect(chip).not.toHaveAttribute('data-hydrated', 'true')

      await page.getByTestId('location-chooser').tap()
      await expect(page.getByRole('dialog', { name: 'Choose your town' })).toBeVisible()
      // The interaction's paint is reported once the next frames are out.
      await page.waitForTimeout(500)
      const taps = (await page.evaluate(() => window.__taps))!
      const inp = Math.max(0, ...taps.events.map((event) => event.duration))
      const answer = Math.round(taps.answeredAt - taps.tapAt)
      const summary = `first tap on the location chooser: INP ${inp} ms (${taps.events.map((e) => `${e.name} ${e.duration}`).join(', ')}); dialog on screen ${answer} ms after the tap (island live after ${Math.round(taps.hydratedAt - taps.tapAt)} ms)`
      console.log(summary)
      expect(taps.events.length, summary).toBeGreaterThan(0)
      expect(inp, summary).toBeLessThanOrEqual(FIRST_TAP_INP_MS)
    } finally {
      await context.close()
    }
  })
})

/** Deal cards off screen skip layout until they come near it (content-visibility: auto, with a
 * stand-in height: deal-card.styles.ts). A stand-in must never move what a visitor sees: not at
 * load (a card on screen drawn first at the stand-in's size) and not while scrolling down the
 * page (cards drawn as they approach). Every layout shift is counted, scrolling included. */
/** What cards drawn late may move the page by, in all: a twenty-fifth of the page CLS budget. */
const CARD_SHIFT_LIMIT = 0.002

function recordAllShifts() {
  const shifts: string[] = []
  ;(window as unknown as { __allShifts: string[] }).__allShifts = shifts
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number
      sources: { node: Node | null }[]
    })[]) {
      const nodes = entry.sources.map((s) =>
        s.node instanceof Element ? `${s.node.localName}.${s.node.className}` : '?',
      )
      shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${nodes}`)
    }
  }).observe({ type: 'layout-shift', buffered: true })
}

for (const [viewport, { options }] of Object.entries(VIEWPORTS)) {
  test(`cards drawn late move nothing on screen, at load or scrolling down (${viewport})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: e2eBaseUrl(), ...options })
    try {
      await pinClock(context)
      await context.addInitScript(recordAllShifts)
      for (const path of ['/', '/deals/london/beauty']) {
        const page = await context.newPage()
        await page.goto(path)
        await pageLive(page)
        const cards = page.getByTestId('deal-card')
        const count = await cards.count()
        expect(count, `${path} has deal cards below the fold`).toBeGreaterThan(6)
        // Down the page as a visitor scrolls, a wheel turn at a time, to its foot.
        const atFoot = () =>
          page.evaluate(() => scrollY + innerHeight >= document.documentElement.scrollHeight - 2)
        for (let turn = 0; turn < 300 && !(await atFoot()); turn += 1) {
          await page.mouse.wheel(0, 300)
          await page.waitForTimeout(50)
        }
        expect(await atFoot(), `${viewport} ${path}: scrolled to the foot`).toBe(true)
        const shifts = await page.evaluate(
          () => (window as unknown as { __allShifts: string[] }).__allShifts,
        )
        // A card drawn at its stand-in size moved the page by 0.005-0.03 (a main deal skipped
        // like the others); a pixel's nudge elsewhere in a load (0.0007 once, a classless div
        // on a category page) is not what this guards.
        const total = shifts.reduce((sum, line) => sum + Number(line.split(' ')[0]), 0)
        expect(total, `${viewport} ${path}: layout shifts ${shifts.join('; ')}`).toBeLessThan(
          CARD_SHIFT_LIMIT,
        )
        await page.close()
      }
    } finally {
      await context.close()
    }
  })
}
