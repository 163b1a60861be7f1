import { BRANDS, type BrandId } from '../../../shared/config/brands'
import { brandOrigin } from '../../../shared/domain/account/mail-origin'
import { formatMoney } from '../../../shared/format/money'
import type { Currency } from '../../../shared/schemas/money'
import type { OutboxMessage } from '../../storage/outbox-repository'

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

/** The renewal pay link: there are no saved cards yet, so the member pays through My Rewards
 * (/myaccount/vip-rewards?renew=1). The link carries no token; signing in is the key. */
export function vipRenewalEmail(input: {
  to: string
  firstName: string
  brand: string
  price: number
  currency: Currency
  expiresAt: string
  /** The deployment's BRAND_HOST_PREFIX ('staging.'), so links reach its own hosts. */
  hostPrefix?: string
}): OutboxMessage {
  const brand = Object.hasOwn(BRANDS, input.brand) ? BRANDS[input.brand as BrandId] : BRANDS.dealio
  const origin = brandOrigin(brand, { BRAND_HOST_PREFIX: input.hostPrefix })
  const link = `${origin}/myaccount/vip-rewards?renew=1`
  const price = formatMoney(input.price, input.currency)
  const until = input.expiresAt.slice(0, 10)
  const lines = [
    `Hi ${input.firstName},`,
    `Your ${brand.name} VIP membership ends on ${until}.`,
    `Renew for another year for ${price}: ${link}`,
    'If you do not renew, your VIP prices and rewards stop when it ends.',
  ]
  return {
    to: input.to,
    kind: 'vip-renewal',
    subject: `Renew your ${brand.name} VIP membership`,
    text: lines.join('\n\n'),
    html: lines
      .map((line) =>
        line.includes(link)
          ? `<p>Renew for another year for ${escape(price)}: <a href="${link}">Renew now</a></p>`
          : `<p>${escape(line)}</p>`,
      )
      .join(''),
  }
}
