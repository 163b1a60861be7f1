import { brandById } from '../../../shared/config/brands'
import { brandOrigin } from '../../../shared/domain/account/mail-origin'
import { formatLongDate } from '../../../shared/format/long-date'
import { formatMoney } from '../../../shared/format/money'
import type { Currency } from '../../../shared/schemas/money'
import type { OutboxMessage } from '../../storage/outbox-repository'
import { greet } from '../email/mail/mail-content'
import { renderMail } from '../email/mail/render-mail'

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
  const brand = brandById(input.brand)
  const origin = brandOrigin(brand, { BRAND_HOST_PREFIX: input.hostPrefix })
  const price = formatMoney(input.price, input.currency)
  return renderMail(
    {
      kind: 'vip-renewal',
      subject: `Renew your ${brand.name} VIP membership`,
      greeting: greet(input.firstName),
      blocks: [
        {
          type: 'text',
          text: `Your ${brand.name} VIP membership ends on ${formatLongDate(input.expiresAt)}.`,
        },
        { type: 'text', text: `Renew for another year for ${price}.` },
        {
          type: 'button',
          link: { label: 'Renew now', url: `${origin}/myaccount/vip-rewards?renew=1` },
        },
        {
          type: 'text',
          text: 'If you do not renew, your VIP prices and rewards stop when it ends.',
        },
      ],
    },
    { to: input.to, brand, origin },
  )
}
