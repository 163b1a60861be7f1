import { z } from 'zod'

/** What a mail provider's delivery notification did (POST /api/v1/mail/events): SUPPRESSED
 * added its recipients to the marketing suppression list (a hard bounce, a complaint), IGNORED
 * changed nothing (a soft bounce, a delivery, an open), DUPLICATE was handled before. */
export const MailEventResponse = z
  .object({
    data: z.object({ outcome: z.enum(['SUPPRESSED', 'IGNORED', 'DUPLICATE']) }).strict(),
  })
  .strict()
export type MailEventResponse = z.infer<typeof MailEventResponse>
