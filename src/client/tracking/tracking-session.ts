import { TRACKING_SESSION_ID } from '../../shared/domain/tracking/session-id'
import type { TrackingSessionResponse } from '../../shared/schemas/tracking'

const STORAGE_KEY = 'tracking-session'
/** §9 'session id 365'. */
const SESSION_DAYS = 365

const readStored = (): string | null => {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as {
      id?: string
      at?: number
    } | null
    if (!stored?.id || !stored.at || Date.now() - stored.at > SESSION_DAYS * 86_400_000) return null
    return stored.id
  } catch {
    return null
  }
}

/** §4 'Tracking session: created by a call; its id is stored for a year': one call per visitor
 * (the worker keeps the id in its cookie; this copy only spares the call). Answers the id, or
 * false when the call failed (§8: nothing shown). */
export async function ensureTrackingSession(): Promise<string | false> {
  const stored = readStored()
  if (stored) return stored
  try {
    // Raw fetch, not callRoute: this loads on every page, and callRoute would
    // put its transport (~0.5 KB gz) on every anonymous page, over the JS budget.
    const res = await fetch('/api/v1/tracking/session', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    // The id is checked by its form alone: the zod schema would put the schemas chunk (24 KB gz)
    // on every page, for one string the worker itself wrote.
    const sessionId = ((await res.json()) as Partial<TrackingSessionResponse> | null)?.sessionId
    if (!res.ok || typeof sessionId !== 'string' || !TRACKING_SESSION_ID.test(sessionId))
      return false
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ id: sessionId, at: Date.now() }))
    return sessionId
  } catch {
    return false
  }
}
