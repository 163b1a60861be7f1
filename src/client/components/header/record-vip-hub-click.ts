const TRACKING_URL = '/api/v1/tracking/data'

/** §2: the VIP Hub entry "records a click event when chosen". Fire-and-forget: a beacon
 * survives the navigation that follows, and a failure must never block or show anything
 * (§8 'Failed session or ad tracking: logged, returns false; nothing shown to the user'). */
export function recordVipHubClick(): void {
  const body = JSON.stringify({ event: 'vip-hub-click' })
  try {
    const blob = new Blob([body], { type: 'application/json' })
    if (navigator.sendBeacon?.(TRACKING_URL, blob)) return
  } catch {
    // Some browsers refuse a JSON beacon; fall through to a keepalive fetch.
  }
  fetch(TRACKING_URL, {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body,
  }).catch(() => undefined)
}
