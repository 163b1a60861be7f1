import type { Brand } from '../../../../shared/config/brands'
import type { MailBlock, MailContent } from './mail-content'

function blockText(block: MailBlock): string[] {
  switch (block.type) {
    case 'text':
      return [block.text]
    case 'button':
      return [`${block.link.label}: ${block.link.url}`]
    case 'facts':
      return [block.rows.map(([label, value]) => `${label}: ${value}`).join('\n')]
    case 'quote':
      return [block.text]
    case 'vouchers':
      return block.vouchers.map((v) =>
        [
          v.title,
          ...v.lines,
          `Voucher code: ${v.code}`,
          ...(v.merchant || v.address ? [[v.merchant, v.address].filter(Boolean).join(', ')] : []),
          `How to redeem: ${v.howToRedeem}`,
        ].join('\n'),
      )
    case 'deals':
      return block.deals.map((d) =>
        [
          d.title,
          d.location,
          [d.price, d.wasPrice ? `(was ${d.wasPrice})` : null, d.badge].filter(Boolean).join(' '),
          d.url,
        ].join('\n'),
      )
  }
}

/** The text part, from the same blocks as the HTML part: paragraphs apart by a blank line,
 * links written out, the brand's sign-off and legal line.
 * @example mailText({ kind: 'x', subject: 's', greeting: 'Hi,', blocks: [{ type: 'text', text: 'Hello' }] }, livingsocial).startsWith('Hi,\n\nHello') */
export function mailText(content: MailContent, brand: Brand, origin: string): string {
  return [
    ...(content.greeting ? [content.greeting] : []),
    ...content.blocks.flatMap(blockText),
    `The ${brand.name} team`,
    [
      `${brand.copyright}. ${origin}/`,
      ...(content.unsubscribeUrl ? [`Unsubscribe: ${content.unsubscribeUrl}`] : []),
    ].join('\n'),
  ].join('\n\n')
}
