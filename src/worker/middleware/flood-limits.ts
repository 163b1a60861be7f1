import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../http/app-env'
import { errorBody } from '../errors'
import {
  FLOOD_PERIOD_SECONDS,
  floodLimiterFor,
  type FloodArea,
} from '../services/security/flood-limiter'

export const FLOOD_LIMITED_MESSAGE =
  'Too many requests from your network. Please wait a minute and try again.'

// API paths (under /api/v1) per area: sign-ins, registrations (and the back-in-stock sign-up,
// which also takes an address from anyone), guesses at a code (promo, gift
// card, gift claim, credit claim), and the beacons. Matched on POST only.
const AREAS: readonly [RegExp, FloodArea][] = [
  [
    /^\/(customer\/(login(\/first-step)?|google\/login|facebook\/authenticate)|(merchant|admin)\/login)$/,
    'login',
  ],
  [
    /^\/(customer\/(register|express-register|paypal-register|google\/register)|notify-me)$/,
    'registration',
  ],
  [/^\/(checkout\/[^/]+\/promocode|giftcards\/redeem|gifts\/claim|credit-claims)\/?$/, 'codes'],
  [/^\/(tracking\/.+|log)$/, 'beacons'],
]

/** The area a request falls in, or null. `path` is the part after /api/v1. */
export function floodAreaOf(method: string, path: string): FloodArea | null {
  if (method !== 'POST') return null
  return AREAS.find(([pattern]) => pattern.test(path))?.[1] ?? null
}

/**
 * Per-IP flood limits at the edge, first on the API: a request over its area's limit answers
 * 429 before anything reads D1, so a flood costs the order path's single writer nothing. The
 * per-account and per-IP counters in D1 (services/security/rate-limit.ts) stay behind this for
 * the slow attempts it lets through. A request without a client IP (only outside Cloudflare's
 * edge, e.g. a bare local call) is not limited here.
 */
export const floodLimits = () =>
  createMiddleware<AppEnv>(async function floodLimits(c, next) {
    const area = floodAreaOf(c.req.method, c.req.path.replace(/^\/api\/v1/, ''))
    const ip = c.get('clientIp')
    if (!area || !ip) return next()
    const { success } = await floodLimiterFor(c.env, area).limit({ key: ip })
    if (success) return next()
    c.header('retry-after', String(FLOOD_PERIOD_SECONDS))
    return c.json(errorBody('RATE_LIMITED', FLOOD_LIMITED_MESSAGE), 429)
  })
