/** How long checkout holds the basket on its countdown (§2: "The checkout shows a countdown
 * timer popup"). The spec gives no length; ten minutes is what UK deal sites reserve a basket
 * for, long enough to type a card and short enough to free stock. */
const CHECKOUT_COUNTDOWN_MS = 10 * 60 * 1000

export interface Countdown {
  remainingMs: number
  /** Sent back as GET checkout's timerElapsed query parameter (§7). */
  timerElapsed: boolean
  /** 'mm:ss', what the popup shows. */
  display: string
}

/** The checkout countdown at `now` for a timer started at `startedAt` (both passed in, so the
 * server-rendered value and the island's first tick agree). Never below zero; a start in the
 * future (clock skew) reads as just started.
 * @example checkoutCountdown(new Date('2026-11-21T12:00:00Z'), new Date('2026-11-21T12:01:30Z')).display === '08:30' */
export function checkoutCountdown(
  startedAt: Date,
  now: Date,
  durationMs: number = CHECKOUT_COUNTDOWN_MS,
): Countdown {
  const elapsed = Math.max(0, now.getTime() - startedAt.getTime())
  const remainingMs = Math.max(0, durationMs - elapsed)
  // Rounded up, so 00:00 shows only once time is really up.
  const seconds = Math.ceil(remainingMs / 1000)
  const display = `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`
  return { remainingMs, timerElapsed: remainingMs === 0, display }
}

function pad(value: number): string {
  return String(value).padStart(2, '0')
}
