import type { Context } from 'hono'
import type { AppEnv } from './app-env'
import type { WaitUntil } from '../services/feeds/feed-service'

/** The request's execution context, when it has one (a unit test's bare app call has none). */
export function waitUntilOf(c: Context<AppEnv>): WaitUntil | undefined {
  try {
    return c.executionCtx
  } catch {
    return undefined
  }
}
