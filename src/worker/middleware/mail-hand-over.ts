import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../http/app-env'
import { waitUntilOf } from '../http/wait-until'
import { handingOverMail } from '../services/email/mail-queue'

/** After a request that wrote mail to the outbox, hands the new rows to the mail queue in the
 * background, so they leave within seconds (services/email/mail-queue.ts). Requests that wrote
 * none cost nothing more. */
export const mailHandOver = () =>
  createMiddleware<AppEnv>(async function mailHandOver(c, next) {
    const waitUntil = waitUntilOf(c)
    await handingOverMail(c.env, next, waitUntil && ((promise) => waitUntil.waitUntil(promise)))
  })
