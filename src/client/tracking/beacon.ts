/** Posts JSON the way a page that may be unloading can: navigator.sendBeacon (text/plain, the
 * worker reads it as JSON; same-origin, so it carries the Origin CSRF checks), else a keepalive
 * fetch. §8 "Failed session or ad tracking: logged, returns false; nothing shown to the user":
 * failures answer false and never reach the page. */
export function sendBeacon(url: string, body: unknown): boolean {
  const json = JSON.stringify(body)
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, json)) return true
    void fetch(url, {
      method: 'POST',
      body: json,
      credentials: 'same-origin',
      keepalive: true,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    }).catch(() => false)
    return true
  } catch {
    return false
  }
}
