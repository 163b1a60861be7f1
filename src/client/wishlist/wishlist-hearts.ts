import { readOnce, setRead } from '../api/swr'
import { showToast } from '../components/toast/toast-store'
import { flagsFrom, heartsToMark, type WishlistFlags } from './wishlist-state'

// Issue 7 'heart toggle on every deal card'. Cards live in pages every visitor shares, so the
// hearts are plain buttons (components/deal-card/wishlist-heart.tsx); this module, loaded once
// after hydration, marks them (including cards that rails and 'load more' add later) and
// handles every click by delegation. No React, kept tiny. The visitor's list is an SWR read
// all the same (api/swr.ts): one key, read once per page view with readOnce, and an add or a
// remove puts its answer under that key with setRead, so the hearts follow without a refetch
// and any island that reads the key would too.

const API = '/api/v1/wishlist'
/** The SWR key of the visitor's saved deals. */
export const WISHLIST_FLAGS_KEY = `${API}/flags`
const HEART = '[data-wishlist-deal]'

const dealOf = (button: HTMLElement) => Number(button.dataset.wishlistDeal)

/** GET, POST and DELETE all answer the flags; anything else throws. */
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

/** The visitor's flags as they stand; null when the page's one read failed, and the hearts then
 * stay hidden for this page view (a heart that shows must be able to tell saved from not). */
const flags = () => readOnce(WISHLIST_FLAGS_KEY, () => call('GET', '/flags').catch(() => null))

/** Shows the hearts under `root` and presses those of saved deals. */
export async function markHearts(root: ParentNode = document): Promise<void> {
  const current = await flags()
  if (!current) return
  for (const button of heartsToMark(root.querySelectorAll<HTMLElement>(HEART))) {
    button.setAttribute('aria-pressed', String(current.dealIds.includes(dealOf(button))))
    button.hidden = false
  }
}

/** Saves or removes the heart's deal; the answer becomes the flags every heart is marked from. */
export async function toggleHeart(button: HTMLElement): Promise<void> {
  const current = await flags()
  if (!current) return
  const dealId = dealOf(button)
  const wasSaved = current.dealIds.includes(dealId)
  const { id } = current
  button.setAttribute('aria-pressed', String(!wasSaved))
  button.setAttribute('aria-busy', 'true')
  try {
    await setRead(
      WISHLIST_FLAGS_KEY,
      wasSaved && id
        ? call('DELETE', `/${id}/deal/${dealId}`)
        : call('POST', id ? `/${id}/deal/${dealId}` : `/deal/${dealId}`),
    )
    // On the wishlist page a removed deal leaves the list.
    if (wasSaved) button.closest('[data-wishlist-item]')?.remove()
  } catch {
    showToast('Sorry, we could not update your wish list. Please try again.', { tone: 'error' })
  } finally {
    button.removeAttribute('aria-busy')
    await markHearts()
  }
}

function onClick(event: MouseEvent) {
  const button = (event.target as Element | null)?.closest?.<HTMLElement>(HEART)
  if (!button || button.getAttribute('aria-busy') === 'true') return
  // The card's stretched link sits under the heart: the click is the heart's alone.
  event.preventDefault()
  event.stopPropagation()
  void toggleHeart(button)
}

/** Starts the hearts: reads the list the first time a heart is on the page, and marks the
 * hearts of cards added later. */
export function startWishlistHearts() {
  document.addEventListener('click', onClick, true)
  if (document.querySelector(HEART)) void markHearts()
  new MutationObserver(() => {
    if (document.querySelector(`${HEART}[hidden]`)) void markHearts()
  }).observe(document.body, { childList: true, subtree: true })
}
