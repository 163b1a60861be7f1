import type { OutboxMessage } from '../../storage/outbox-repository'
import { greet, type MailContext, type MailDeal } from '../email/mail/mail-content'
import { renderMail } from '../email/mail/render-mail'

/** The back-in-stock email: the one mail a notify-me sign-up asked for (storefront §4 'out of
 * stock with notify-me'), with the deal as its card shows it and a link to buy it. */
export function backInStockEmail(ctx: MailContext, deal: MailDeal): OutboxMessage {
  return renderMail(
    {
      kind: 'back-in-stock',
      subject: `Back in stock: ${deal.title}`,
      preheader: `A deal you asked ${ctx.brand.name} to watch can be bought again.`,
      greeting: greet(null),
      blocks: [
        {
          type: 'text',
          text: 'Good news: the deal you asked us to watch is back in stock. It sold out once, so it may again.',
        },
        { type: 'deals', deals: [deal] },
        { type: 'button', link: { label: 'See the deal', url: deal.url } },
        {
          type: 'text',
          text: `You get this one email because you asked ${ctx.brand.name} to tell you when this deal was back in stock. We will not email you about it again.`,
        },
      ],
    },
    ctx,
  )
}
