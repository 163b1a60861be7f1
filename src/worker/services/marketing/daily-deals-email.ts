import type { OutboxMessage } from '../../storage/outbox-repository'
import { greet, type MailContext, type MailDeal } from '../email/mail/mail-content'
import { renderMail } from '../email/mail/render-mail'

export interface DailyDealsMailInput {
  firstName: string | null
  townName: string
  /** The local day it is for ('YYYY-MM-DD'); one such mail per subscriber and day. */
  day: string
  deals: readonly MailDeal[]
  /** The signed one-click link (unsubscribe-link.ts): footer, text part and headers. */
  unsubscribeUrl: string
  /** The town's page, with the same campaign parameters as the deals. */
  moreUrl?: string
}

/** The daily deals email (storefront §1 'subscribed to their location's daily email'): the
 * town's top deals from the home page's feed, priced for the reader, each linking to its deal
 * with the campaign parameters the attribution cookies read. */
export function dailyDealsEmail(ctx: MailContext, input: DailyDealsMailInput): OutboxMessage {
  const top = input.deals[0]
  return renderMail(
    {
      kind: 'daily-deals',
      subject: top
        ? `Today in ${input.townName}: ${top.title}, ${top.price}`
        : `Today's ${ctx.brand.name} deals in ${input.townName}`,
      preheader: `Today's top deals in ${input.townName} from ${ctx.brand.name}.`,
      greeting: greet(input.firstName),
      blocks: [
        { type: 'text', text: `Here are today's top deals in ${input.townName}.` },
        { type: 'deals', deals: input.deals },
        ...(input.moreUrl
          ? [{ type: 'button' as const, link: { label: 'See all deals', url: input.moreUrl } }]
          : []),
        {
          type: 'text',
          text: `You get this email because you subscribed to ${ctx.brand.name}'s daily deals for ${input.townName}.`,
        },
      ],
      unsubscribeUrl: input.unsubscribeUrl,
    },
    ctx,
  )
}
