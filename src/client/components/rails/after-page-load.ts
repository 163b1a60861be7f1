/** Runs `callback` once the page has loaded, and returns a cancel function. The island rails
 * use it as the spec's `featuredDealsLoaded` flag (§3 'Deal-list state', UNCOMPLETE until the
 * page's own deals are in, then COMPLETE): personal rails sit below the fold, so their requests
 * wait until the streamed feed and its above-the-fold images have loaded instead of competing
 * with them. No state slice is needed, since `document.readyState` already says it. */
export function afterPageLoad(callback: () => void): () => void {
  if (document.readyState === 'complete') {
    callback()
    return () => undefined
  }
  window.addEventListener('load', callback, { once: true })
  return () => window.removeEventListener('load', callback)
}
