import { DISPOSABLE_DOMAINS } from './disposable-domains'
import { isValidEmail } from './registration-validation'

// Transactions §3: "Email deliverability results: DELIVERABLE, RISKY, UNDELIVERABLE, UNKNOWN".
type EmailVerdict = 'DELIVERABLE' | 'RISKY' | 'UNDELIVERABLE' | 'UNKNOWN'
export type EmailClassification = { verdict: EmailVerdict; suggestion?: string }

/** Popular mailbox providers in the UK and Ireland: the targets of 'did you mean'. */
const POPULAR_EMAIL_DOMAINS = [
  'gmail.com',
  'googlemail.com',
  'hotmail.com',
  'hotmail.co.uk',
  'outlook.com',
  'live.com',
  'live.co.uk',
  'live.ie',
  'msn.com',
  'yahoo.com',
  'yahoo.co.uk',
  'yahoo.ie',
  'icloud.com',
  'me.com',
  'aol.com',
  'btinternet.com',
  'sky.com',
  'virginmedia.com',
  'talktalk.net',
  'ntlworld.com',
  'eircom.net',
  'protonmail.com',
] as const

// Shared mailboxes: they exist, but rarely belong to the shopper who will redeem the voucher.
const ROLE_LOCAL_PARTS = new Set([
  'abuse',
  'admin',
  'billing',
  'contact',
  'enquiries',
  'hello',
  'help',
  'info',
  'mail',
  'marketing',
  'noreply',
  'no-reply',
  'office',
  'postmaster',
  'sales',
  'support',
  'webmaster',
])

// Two edits catch the usual slips (gmial, hotmial, yaho, outlok) without turning one real
// domain into another: the closest popular domains are further apart than that or identical.
const MAX_SUGGESTION_DISTANCE = 2

/** Levenshtein distance between two strings. @example editDistance('gmial.com', 'gmail.com') === 2 */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
    }
    previous = current
  }
  return previous[b.length]!
}

function closestPopularDomain(domain: string): string | undefined {
  let best: { domain: string; distance: number } | undefined
  for (const candidate of POPULAR_EMAIL_DOMAINS) {
    const distance = editDistance(domain, candidate)
    if (distance <= MAX_SUGGESTION_DISTANCE && (!best || distance < best.distance)) {
      best = { domain: candidate, distance }
    }
  }
  return best?.domain
}

/** Classifies an address without the network: bad syntax or a disposable domain is
 * UNDELIVERABLE, a role mailbox or a likely typo of a popular domain is RISKY (with a suggestion
 * for the typo), a popular domain is DELIVERABLE, anything else UNKNOWN.
 * @example classifyEmail('ann@gmial.com') // { verdict: 'RISKY', suggestion: 'ann@gmail.com' } */
export function classifyEmail(address: string): EmailClassification {
  const trimmed = address.trim()
  if (!isValidEmail(trimmed)) return { verdict: 'UNDELIVERABLE' }
  const at = trimmed.lastIndexOf('@')
  const local = trimmed.slice(0, at)
  const domain = trimmed.slice(at + 1).toLowerCase()
  if (DISPOSABLE_DOMAINS.has(domain)) return { verdict: 'UNDELIVERABLE' }
  const popular = (POPULAR_EMAIL_DOMAINS as readonly string[]).includes(domain)
  if (!popular) {
    const suggested = closestPopularDomain(domain)
    if (suggested) return { verdict: 'RISKY', suggestion: `${local}@${suggested}` }
  }
  if (ROLE_LOCAL_PARTS.has(local.toLowerCase())) return { verdict: 'RISKY' }
  return { verdict: popular ? 'DELIVERABLE' : 'UNKNOWN' }
}
