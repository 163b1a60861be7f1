import { startTransition, useLayoutEffect, useOptimistic, useTransition } from 'react'
import { setRead, useRead } from '../api/swr'
import { showToast } from '../components/toast/toast-store'
import { flagsFrom, heartsToMark, type WishlistFlags } from './wishlist-state'

// A heart toggle on every deal card, rendered by React. Cards live in pages every
// visitor shares, so the server renders each heart as a hidden plain button
// (components/deal-card/wishlist-heart.tsx, pages/deal-wishlist-heart.tsx). Hearts sit in server
// HTML and in cards that islands render (rails, 'load more'), so a heart cannot be an island of
// its own: this module, loaded once after hydration (after-idle.ts), makes ONE React root that
// renders every heart through a portal into a slot next to the server's button, taking its class,
// label and content, so it looks the same and nothing moves. The visitor's list is one SWR read
// (api/swr.ts); a toggle fills the heart at once (useOptimistic), puts the API's answer under
// the same key with setRead, and on failure the heart falls back to the list as it stands and a
// toast says so.

const API = '/api/v1/wishlist'
/** The SWR key of the visitor's saved deals. */
const WISHLIST_FLAGS_KEY = `${API}/flags`
const HEART = '[data-wishlist-deal]'

/** GET, POST and DELETE all answer the flags; anything else throws. Raw fetch, not callRoute:
 * this module loads on every page, and callRoute would put its transport (~0.5 KB gz) on every
 * anonymous page, over the JS budget. */
async function call(method: string, path: string): Promise<WishlistFlags> {
  const res = await fetch(`${API}${path}`, {
    method,
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  })
  if (!res.ok) throw new Error(`wishlist ${res.status}`)
  const flags = flagsFrom(await res.json())
  if (!flags) throw new Error('wishlist answer malformed')
  return flags
}

/** The visitor's flags; null when the page's one read failed, and the hearts then stay hidden
 * for this page view (a heart that shows must be able to tell saved from not). */
const loadFlags = () => call('GET', '/flags').catch(() => null)

/** A server heart taken over: the button the server rendered, and the slot its React heart is
 * portalled into. */
interface HeartSlot {
  from: HTMLElement
  slot: HTMLElement
}

/** One heart: pressed at once on a click, then as the API's answer says. */
function Heart({ from, flags }: { from: HTMLElement; flags: WishlistFlags | null | undefined }) {
  const dealId = Number(from.dataset.wishlistDeal)
  const saved = !!flags?.dealIds.includes(dealId)
  const [pressed, press] = useOptimistic(saved)
  const [busy, start] = useTransition()
  // The server's button leaves once this one stands in its place (same class, same task: no
  // shift), unless an island's React owns it: that one stays, hidden, for the island to keep.
  useLayoutEffect(() => {
    if (!from.closest('[data-island]')) from.remove()
  }, [from])
  return (
    <button
      type="button"
      className={from.className}
      data-wishlist-deal={dealId}
      data-testid={from.dataset.testid}
      aria-label={from.getAttribute('aria-label') ?? undefined}
      aria-pressed={pressed}
      aria-busy={busy || undefined}
      hidden={!flags}
      dangerouslySetInnerHTML={{ __html: from.innerHTML }}
      onClick={(event) => {
        // The card's stretched link sits under the heart: the click is the heart's alone.
        event.preventDefault()
        event.stopPropagation()
        if (busy || !flags) return
        const item = event.currentTarget.closest('[data-wishlist-item]')
        const { id } = flags
        start(async () => {
          press(!saved)
          try {
            await setRead(
              WISHLIST_FLAGS_KEY,
              saved && id
                ? call('DELETE', `/${id}/deal/${dealId}`)
                : call('POST', id ? `/${id}/deal/${dealId}` : `/deal/${dealId}`),
            )
            // On the wishlist page a removed deal leaves the list.
            if (saved) item?.remove()
          } catch {
            showToast('Sorry, we could not update your wish list. Please try again.', {
              tone: 'error',
            })
          }
        })
      }}
    />
  )
}

type ReactDom = typeof import('react-dom')

/** Every heart on the page, each in its slot, all reading the one list. */
function Hearts({ slots, dom }: { slots: HeartSlot[]; dom: ReactDom }) {
  const { data: flags } = useRead(WISHLIST_FLAGS_KEY, loadFlags)
  return slots.map(({ from, slot }) => dom.createPortal(<Heart from={from} flags={flags} />, slot))
}

/** Server hearts not yet taken over. One inside an island is left until the island has
 * hydrated: a slot added to its markup before then would fail the island's hydration. */
function heartsToAdopt(root: ParentNode, taken: WeakSet<Element>): HTMLElement[] {
  return heartsToMark(root.querySelectorAll<HTMLElement>(HEART)).filter((from) => {
    const island = from.closest<HTMLElement>('[data-island]')
    return (
      !taken.has(from) &&
      !from.parentElement?.hasAttribute('data-wishlist-slot') &&
      (!island || island.dataset.hydrated === 'true')
    )
  })
}

/** Starts the hearts: one root, and a slot per server heart, now and as cards arrive (rails and
 * 'load more' render them, islands hydrate) and leave. */
export async function startWishlistHearts() {
  // React DOM is imported here, not at the top: this module is in the shell chunk, and a static
  // import would run React DOM's start-up (70-140 ms at 4x CPU) inside the page start's task
  // instead of in the entry's task of its own (entry.tsx loadReact).
  const [{ createRoot }, dom] = await Promise.all([import('react-dom/client'), import('react-dom')])
  const root = createRoot(document.createElement('div'))
  const taken = new WeakSet<Element>()
  let slots: HeartSlot[] = []
  const adopt = () => {
    const found = heartsToAdopt(document, taken)
    const kept = slots.filter(({ slot }) => slot.isConnected)
    if (found.length === 0 && kept.length === slots.length) return
    slots = kept
    for (const from of found) {
      taken.add(from)
      const slot = document.createElement('span')
      slot.setAttribute('data-wishlist-slot', '')
      slot.style.display = 'contents'
      from.after(slot)
      slots.push({ from, slot })
    }
    // In a transition, sliced: a home page has forty hearts, which rendered in one go (flushSync)
    // were a task of 50-140 ms at 4x CPU after hydration (Lighthouse's blocking time). Nothing
    // shows twice meanwhile: the server's button is hidden, and its stand-in removes it in the
    // commit that shows it.
    startTransition(() => root.render(<Hearts slots={slots} dom={dom} />))
  }
  adopt()
  new MutationObserver(adopt).observe(document.body, {
    childList: true,
    subtree: true,
    attributeFilter: ['data-hydrated'],
  })
}
