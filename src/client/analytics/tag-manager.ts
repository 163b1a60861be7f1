/** §8 'Tag manager failing to load after about 12 seconds is logged'. */
const TAG_MANAGER_LOAD_LIMIT_MS = 12_000

/** A configured Google Tag Manager container id, e.g. GTM-ABC123; anything else loads nothing.
 * @example isTagManagerId('GTM-K9X2Q7') === true */
export const isTagManagerId = (id: string | null | undefined): id is string =>
  typeof id === 'string' && /^GTM-[A-Z0-9]{4,12}$/.test(id)

export const tagManagerUrl = (id: string) =>
  `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`

interface LoadOptions {
  id: string
  /** This page's CSP nonce (DESIGN 'Shape' 2: no script runs without it). */
  nonce: string
  onFailure: (message: string) => void
}

/** Adds the tag manager's script, async, with the page's nonce. Its `gtm.start` entry is what
 * the container expects first; events already in the data layer are read when it starts. A
 * script that has not run after 12 s (blocked, offline) is reported once. */
export function loadTagManager({ id, nonce, onFailure }: LoadOptions, doc: Document = document) {
  if (doc.querySelector(`script[data-tag-manager]`)) return
  const layer = (window.dataLayer ??= [])
  layer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  const script = doc.createElement('script')
  script.async = true
  script.src = tagManagerUrl(id)
  script.nonce = nonce
  script.dataset.tagManager = id
  let settled = false
  const fail = (message: string) => {
    if (settled) return
    settled = true
    onFailure(message)
  }
  const timer = setTimeout(
    () => fail(`Tag manager ${id} did not load within ${TAG_MANAGER_LOAD_LIMIT_MS} ms`),
    TAG_MANAGER_LOAD_LIMIT_MS,
  )
  script.addEventListener('load', () => {
    settled = true
    clearTimeout(timer)
  })
  script.addEventListener('error', () => {
    clearTimeout(timer)
    fail(`Tag manager ${id} failed to load`)
  })
  doc.head.append(script)
}
