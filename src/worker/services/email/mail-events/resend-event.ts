import { z } from 'zod'

/**
 * A Resend webhook's body (resend.com/docs/webhooks/event-types): `{ type, created_at, data }`,
 * `data` naming the message (`email_id`) and its recipients (`to`), and for `email.bounced` the
 * bounce (`bounce.type` 'Permanent' | 'Transient' | 'Undetermined', `subType`, `message`). Only
 * what we act on is read; the rest passes unread, since Resend adds fields without notice.
 * test/worker/fixtures/resend-*.json are recorded bodies this schema is pinned to.
 */
export const ResendEvent = z.object({
  type: z.string().regex(/^[a-z_]{1,40}\.[a-z_]{1,40}$/, 'type: not a Resend event type'),
  created_at: z.string().max(40),
  data: z.object({
    email_id: z.string().max(100).optional(),
    to: z.array(z.email().max(320)).max(50).optional(),
    bounce: z
      .object({
        type: z.string().max(40),
        subType: z.string().max(80).optional(),
        message: z.string().max(4000).optional(),
      })
      .optional(),
  }),
})
export type ResendEvent = z.infer<typeof ResendEvent>
