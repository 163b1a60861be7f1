import { whenIdle } from '../when-idle'
import type { HydrateOn } from './hydrate-on'

/** What starts an `interaction` island: the first sign that someone is about to use it. */
const INTENT = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const
const OPTIONS = { capture: true, passive: true } as const
/** What a held click can land on, to find its counterpart if hydration re-rendered it. */
const CONTROLS = 'a[href],button,input,select,textarea,summary,label,[tabindex]'

/** Calls `start` for `el` when its moment comes (`hydrate-on.ts`), or at the first sign of use,
 * whichever is first: a 'visible' island scrolled to and clicked at once, or any island used
 * while its chunk is on the way, holds the click and replays it once live. `start` resolves
 * once the island is live, or rejects when it could not load; either way the held click is
 * replayed, so the server's HTML (links, forms) still works when the island never arrives. */
export function whenDue(el: HTMLElement, on: HydrateOn, start: () => Promise<void>): void {
  el.dataset.hydrateOn = on
  const begin = onFirstUse(el, start)
  // A task of its own even at load: the entry's run stays short (no long task over 50 ms).
  if (on === 'load') setTimeout(begin, 0)
  else if (on === 'idle') whenIdle(begin)
  else if (on === 'visible') whenVisible(el, begin)
}

function whenVisible(el: HTMLElement, run: () => void): void {
  if (typeof IntersectionObserver !== 'function') return whenIdle(run)
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return
      observer.disconnect()
      run()
    },
    { rootMargin: '200px' },
  )
  observer.observe(el)
}

/** Listens for the first use of `el` and returns the one way to start it. */
function onFirstUse(el: HTMLElement, start: () => Promise<void>): () => void {
  let started = false
  let held: { target: Element; index: number; focused: boolean } | null = null
  // The control a keyboard user tabbed onto, which started hydration: an island that re-renders
  // it on mount (the location chip's link becomes a button) would drop focus to the page, and
  // the next Tab would start again from the top. Its counterpart takes focus as the old one goes.
  let tabbedTo: { target: Element; index: number } | null = null
  const swapped = new MutationObserver(() => refocus())
  // Fields changed before the island was live (a select chosen without a click first, text
  // typed or pasted): their events are sent again once it is, so it sees the value.
  const changed = new Set<Element>()
  const note = (event: Event) => {
    begin()
    if (event.target instanceof Element) changed.add(event.target)
  }
  const focusIn = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest(CONTROLS) : null
    if (target) {
      tabbedTo = { target, index: [...el.querySelectorAll(CONTROLS)].indexOf(target) }
      swapped.observe(el, { childList: true, subtree: true })
    }
    begin()
  }
  const begin = () => {
    if (started) return
    started = true
    for (const type of INTENT) el.removeEventListener(type, begin, OPTIONS)
    void start()
      .catch(() => undefined)
      .finally(() => {
        el.removeEventListener('click', hold, true)
        el.removeEventListener('focusin', focusIn, OPTIONS)
        el.removeEventListener('input', note, true)
        el.removeEventListener('change', note, true)
        // One frame and a task later, effects that re-render on mount (a link that becomes a
        // button) have run, so the replay lands on what the shopper now sees.
        requestAnimationFrame(() => setTimeout(replay, 0))
      })
  }
  // A click before the island is live would be lost (a button without script does nothing) or
  // leave the page the slow way (a link the island handles itself): hold it for the live one.
  function hold(event: Event) {
    begin()
    const target = event.target instanceof Element ? event.target : null
    if (!target) return
    event.preventDefault()
    event.stopPropagation()
    const control = target.closest(CONTROLS) ?? target
    held = {
      target: control,
      index: [...el.querySelectorAll(CONTROLS)].indexOf(control),
      focused: control === document.activeElement,
    }
  }
  function replay() {
    for (const field of changed) {
      if (!field.isConnected) continue
      field.dispatchEvent(new Event('input', { bubbles: true }))
      field.dispatchEvent(new Event('change', { bubbles: true }))
    }
    changed.clear()
    swapped.disconnect()
    if (!held) return
    const { target, index, focused } = held
    held = null
    const now = target.isConnected ? target : el.querySelectorAll(CONTROLS)[index]
    if (!(now instanceof HTMLElement)) return
    if (focused) now.focus()
    now.click()
  }
  // Focus stays where the shopper put it, unless it has moved on since (Tab again, a click).
  function refocus() {
    if (!tabbedTo || tabbedTo.target.isConnected) return
    const now = el.querySelectorAll(CONTROLS)[tabbedTo.index]
    tabbedTo = null
    swapped.disconnect()
    const idle = !document.activeElement || document.activeElement === document.body
    if (idle && now instanceof HTMLElement) now.focus()
  }
  for (const type of INTENT)
    el.addEventListener(type, type === 'focusin' ? focusIn : begin, OPTIONS)
  el.addEventListener('click', hold, true)
  el.addEventListener('input', note, true)
  el.addEventListener('change', note, true)
  return begin
}
