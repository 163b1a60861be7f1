import { showToast } from '../components/toast/toast-store'
import { flagsFrom, heartsToMark } from './wishlist-state'

// Issue 7 'heart toggle on every deal card'. Cards live in pages every visitor shares, so the
// hearts are plain buttons (components/deal-card/wishlist-heart.tsx); this module, loaded once
// after hydration, reads the visitor's list once, marks the hearts (including cards that rails
// and 'load more' add later) and handles every click by delegation. No React, kept tiny.
// Not an SWR read (api/swr.ts) either: SWR's hooks need a React component, and no island reads
// the wishlist, so the one read here has nobody to share it with.

const API = '/api/v1/wishlist'
const HEART = '[data-wishlist-deal]'

let listId: string | null = null
let saved = new Set<number>()
let loading: Promise<void> | null = null

const dealOf = (button: HTMLElement) => Number(button.dataset.wishlistDeal)

function mark(root: ParentNode = document) {
  for (const button of heartsToMark(root.querySelectorAll<HTMLElement>(HEART))) {
    button.setAttribute('aria-pressed', String(saved.has(dealOf(button))))
    button.hidden = false
  }
}

async function call(method: string, path: string): Promise<void> {
  const res = await fetch(`${API}${path}`, {
    method,
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  })
  if (!res.ok) throw new Error(`wishlist ${res.status}`)
  const flags = flagsFrom(await res.json())
  if (!flags) throw new Error('wishlist answer malformed')
  listId = flags.id
  saved = new Set(flags.dealIds)
}

async function toggle(button: HTMLElement) {
  const dealId = dealOf(button)
  const wasSaved = saved.has(dealId)
  button.setAttribute('aria-pressed', String(!wasSaved))
  button.setAttribute('aria-busy', 'true')
  try {
    if (wasSaved && listId) await call('DELETE', `/${listId}/deal/${dealId}`)
    else await call('POST', listId ? `/${listId}/deal/${dealId}` : `/deal/${dealId}`)
    // On the wishlist page a removed deal leaves the list.
    if (wasSaved) button.closest('[data-wishlist-item]')?.remove()
  } catch {
    showToast('Sorry, we could not update your wish list. Please try again.', { tone: 'error' })
  } finally {
    button.removeAttribute('aria-busy')
    mark()
  }
}

function onClick(event: MouseEvent) {
  const button = (event.target as Element | null)?.closest?.<HTMLElement>(HEART)
  if (!button || button.getAttribute('aria-busy') === 'true') return
  // The card's stretched link sits under the heart: the click is the heart's alone.
  event.preventDefault()
  event.stopPropagation()
  void toggle(button)
}

function load() {
  loading ??= call('GET', '/flags').then(
    () => mark(),
    () => {
      loading = null
    },
  )
}

/** Starts the hearts: reads the list the first time a heart is on the page, and watches for
 * cards added later. */
export function startWishlistHearts() {
  document.addEventListener('click', onClick, true)
  if (document.querySelector(HEART)) load()
  new MutationObserver(() => {
    if (!document.querySelector(`${HEART}[hidden]`)) return
    if (loading) void loading.then(() => mark())
    else load()
  }).observe(document.body, { childList: true, subtree: true })
}
