import type { D1PreparedStatement } from '@cloudflare/workers-types'
import { DomainError } from '../../errors'
import type { AccountRepository } from '../../storage/account-repository'

export interface RateLimit {
  /** Attempts allowed per key within the window. */
  max: number
  windowMinutes: number
  message: string
}

/** Counts one attempt under every key (rows in login_attempts, pruned daily by the
 * housekeeping job) and refuses with 429 once any key has used up its window. The attempt is
 * recorded only when allowed, so a flood does not keep extending its own block. */
export async function guardRate(
  repo: AccountRepository,
  keys: readonly string[],
  limit: RateLimit,
  now: Date,
): Promise<void> {
  if (!(await takeRate(repo, keys, limit, now))) {
    throw new DomainError('RATE_LIMITED', limit.message)
  }
}

/** guardRate's count without the refusal: true (and the attempt counted) while every key is
 * within its window, false once one has used it up. For what is quietly skipped rather than
 * refused, such as a repeated notification mail. */
async function takeRate(
  repo: AccountRepository,
  keys: readonly string[],
  limit: Pick<RateLimit, 'max' | 'windowMinutes'>,
  now: Date,
): Promise<boolean> {
  if (keys.length === 0) return true
  const result = await rateTake(repo, keys, limit, now).run()
  return (result.meta.changes ?? 0) > 0
}

/** takeRate as one statement for the caller's batch: it counts the attempt and decides in the
 * same step (a count read first and written after let a burst all pass), changing
 * rows only when every key is within its window. Put what the attempt allows right after it,
 * gated on changes() (OutboxRepository.insertAfterChangeStatement), so the allowance is spent
 * exactly when that is written. `keys` must not be empty: nothing would be changed. */
export function rateTake(
  repo: AccountRepository,
  keys: readonly string[],
  limit: Pick<RateLimit, 'max' | 'windowMinutes'>,
  now: Date,
): D1PreparedStatement {
  const since = new Date(now.getTime() - limit.windowMinutes * 60_000).toISOString()
  return repo.takeAttemptStatement(keys, { max: limit.max, since }, now.toISOString())
}

// Cloudflare always sets CF-Connecting-IP to the visitor's address, so a loopback address only
// ever comes from `wrangler dev` on this machine: the browser tests and a developer share it,
// and repeated runs must not lock each other out. Per-email limits still apply.
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

/** Whether requests from this address count toward per-IP limits. */
export const isLimitedIp = (ip: string) => ip !== '' && !LOOPBACK.has(ip)

/** The keys of one rate limit for a request: per IP (when known and not loopback) and per
 * normalised email. */
export function rateKeys(scope: string, ip: string, email?: string): string[] {
  return [
    ...(isLimitedIp(ip) ? [`${scope}-ip:${ip}`] : []),
    ...(email ? [`${scope}-email:${email.trim().toLowerCase()}`] : []),
  ]
}
