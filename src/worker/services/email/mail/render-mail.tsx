import { renderToStaticMarkup } from 'react-dom/server.edge'
import type { Brand } from '../../../../shared/config/brands'
import type { OutboxMessage } from '../../../storage/outbox-repository'
import type { MailContent, MailContext } from './mail-content'
import { MailDocument } from './mail-document'
import { mailText } from './mail-text'

/** The brand's sender as a From header value.
 * @example mailFrom(BRANDS.livingsocial) === 'LivingSocial <hello@livingsocial.co.uk>' */
const mailFrom = (brand: Pick<Brand, 'mailSender'>) =>
  `${brand.mailSender.name} <${brand.mailSender.address}>`

/** RFC 8058 one-click unsubscribe: the link a mail client POSTs `List-Unsubscribe=One-Click` to,
 * and the header saying it may. Only marketing mail carries them. */
function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
}

/** A template's content as the outbox message: the brand's HTML document, the text part from
 * the same blocks, the brand's sender, and the unsubscribe headers where the mail has a link. */
export function renderMail(content: MailContent, ctx: MailContext): OutboxMessage {
  const html = `<!DOCTYPE html>${renderToStaticMarkup(
    <MailDocument content={content} brand={ctx.brand} origin={ctx.origin} />,
  )}`
  return {
    to: ctx.to,
    kind: content.kind,
    subject: content.subject,
    text: mailText(content, ctx.brand, ctx.origin),
    html,
    from: mailFrom(ctx.brand),
    headers: content.unsubscribeUrl ? unsubscribeHeaders(content.unsubscribeUrl) : undefined,
  }
}
