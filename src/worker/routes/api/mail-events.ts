import { respond } from '../../http/respond'
import { Hono } from 'hono'
import { MailEventResponse } from '../../../shared/schemas/mail-event'
import type { AppEnv } from '../../http/app-env'
import { clock } from '../../clock'

/** The mail provider's delivery notifications (server to server): `/api/v1/mail/events`, the
 * URL its webhook is registered with. Not personal: the provider sends no cookie and no Origin
 * (so sameOriginWrites lets it by), and the notification's own check is its signature, read
 * from the raw body before anything parses it. A refusal is a 4xx the provider retries;
 * anything handled, a repeat included, is 200 so it stops. */
export const mailEvents = new Hono<AppEnv>()

mailEvents.post('/events', async (c) => {
  const data = await c.var.services.mailEvents.receive(
    {
      body: await c.req.text(),
      headers: {
        id: c.req.header('svix-id') ?? '',
        timestamp: c.req.header('svix-timestamp') ?? '',
        signature: c.req.header('svix-signature') ?? '',
      },
    },
    clock.now(),
  )
  return respond(c, MailEventResponse, { data })
})
