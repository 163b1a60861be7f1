import { encode } from 'uqr'
import { describe, expect, it } from 'vitest'
import { BRAND_IDS, BRANDS, type Brand } from '../../../../shared/config/brands'
import { brandOrigin } from '../../../../shared/domain/account/mail-origin'
import type { OutboxMessage } from '../../../storage/outbox-repository'
import { subscriptionConfirmationEmail } from '../../accounts/subscription-email'
import { giftClaimedMail, giftClaimMail } from '../../giftcards/gift-claim-mail'
import { orderConfirmationEmail } from '../../orders/order-confirmation-email'
import { parcelDeliveredEmail, parcelDispatchedEmail } from '../../parcels/parcel-emails'
import { dailyDealsEmail } from '../../marketing/daily-deals-email'
import { backInStockEmail } from '../../stock/back-in-stock-email'
import { returnApprovedEmail, returnRejectedEmail } from '../../refunds/admin/return-emails'
import { depositReminderEmail } from '../../refunds/deposit-reminder-email'
import { refundConfirmationEmail } from '../../refunds/refund-email'
import { vipRenewalEmail } from '../../vip/vip-renewal-email'
import {
  bookingConfirmedEmail,
  bookingDeclinedEmail,
  bookingProposedEmail,
  bookingRequestedEmail,
  merchantBookingNotice,
} from '../../vouchers/booking-emails'
import {
  activationEmail,
  alreadyRegisteredEmail,
  passwordChangedEmail,
  passwordResetEmail,
  welcomeEmail,
} from '../email-templates'
import type { MailKind } from './mail-content'

const TO = 'ann@example.com'
const EXPIRES = '2027-11-27T10:00:00.000Z'

/** Every kind of mail the storefront sends, each variant of it, as `brand` would send it.
 * Keyed by MailKind: a kind added to the code and left out here fails the typecheck. */
function mailsByKind(brand: Brand) {
  const origin = brandOrigin(brand, {})
  const ctx = { to: TO, brand, origin }
  const currency = brand.currency
  const booking = {
    voucherId: 7,
    code: 'AB12-CD34',
    dealTitle: 'Spa day',
    productTitle: 'For two',
    merchantName: 'The Spa',
    firstName: 'Ann',
    email: TO,
  }
  const parcel = {
    id: 7,
    orderId: 9,
    dealTitle: 'Lamp',
    productTitle: 'Blue',
    firstName: 'Ann',
    email: TO,
    trackingReference: 'TR1',
  }
  const merchant = (event: 'requested' | 'proposal-accepted') => ({
    to: 'merchant@example.com',
    ...merchantBookingNotice(booking, event, '2027-12-05', origin),
  })
  return {
    welcome: [welcomeEmail(TO, 'Ann', origin)],
    'already-registered': [alreadyRegisteredEmail(TO, origin)],
    activation: [activationEmail(TO, 'Ann', `${origin}/activate?token=t`)],
    'password-reset': [passwordResetEmail(TO, 'Ann', `${origin}/reset-password?token=t`)],
    'password-changed': [passwordChangedEmail(TO, 'Ann', origin)],
    'subscription-confirmation': [
      subscriptionConfirmationEmail(ctx, `${origin}/email-preferences?token=t`),
    ],
    'order-confirmation': [
      orderConfirmationEmail(
        ctx,
        'Ann',
        {
          id: 1234,
          total: 5950,
          currency,
          walletAmountUsed: 0,
          cashAmount: 5950,
          payLaterAmount: 0,
          postageAmount: 0,
          paymentMethod: 'klarna',
        },
        [
          {
            code: 'AB12-CD34',
            dealTitle: 'Spa day',
            productTitle: 'For two',
            expiresAt: EXPIRES,
            dealId: 1,
          },
        ],
        null,
        new Map([
          [
            1,
            {
              merchant: 'The Spa',
              address: '1 High St, Leeds LS1 1AA',
              imageUrl: `${origin}/images/deal/1/1.svg`,
              imageAlt: 'A spa',
              howToRedeem: 'Show the code.',
            },
          ],
        ]),
      ),
    ],
    'gift-claim': [
      giftClaimMail({
        brand,
        recipientEmail: TO,
        link: `${origin}/mygift`,
        code: 'GIFT1',
        message: 'Hi',
      }),
    ],
    'gift-claimed': [
      giftClaimedMail({
        brand,
        to: TO,
        firstName: 'Ann',
        recipientEmail: 'gwen@example.com',
        origin,
      }),
    ],
    'deposit-reminder': [
      depositReminderEmail({
        to: TO,
        firstName: 'Ann',
        brand: brand.id,
        title: 'Spa day',
        balanceDue: 2000,
        currency,
        dueBy: '2027-12-05',
        voucherId: 7,
      }),
    ],
    'refund-confirmation': [
      refundConfirmationEmail(ctx, 'Ann', 'AB12-CD34', {
        status: 'COMPLETED',
        message: 'Done.',
      } as never),
    ],
    'return-approved': [
      returnApprovedEmail(ctx, 'Ann', 'AB12-CD34', { currency, walletAmount: 1000, cashAmount: 0 }),
    ],
    'return-rejected': [returnRejectedEmail(ctx, 'Ann', 'AB12-CD34', 'Used')],
    'parcel-dispatched': [parcelDispatchedEmail(parcel, 'TR1', origin)],
    // Marked delivered, and inferred some days after dispatch (the late-delivery wording).
    'parcel-delivered': [
      parcelDeliveredEmail(parcel, false, origin),
      parcelDeliveredEmail(parcel, true, origin),
    ],
    'booking-requested': [bookingRequestedEmail(booking, '2027-12-05', origin)],
    'booking-confirmed': [bookingConfirmedEmail(booking, '2027-12-05', origin)],
    'booking-declined': [bookingDeclinedEmail(booking, '2027-12-05', origin)],
    'booking-proposed': [bookingProposedEmail(booking, '2027-12-05', '2027-12-06', origin)],
    'merchant-booking-request': [merchant('requested')],
    'merchant-booking-confirmed': [merchant('proposal-accepted')],
    'vip-renewal': [
      vipRenewalEmail({
        to: TO,
        firstName: 'Ann',
        brand: brand.id,
        price: 499,
        currency,
        expiresAt: EXPIRES,
      }),
    ],
    'daily-deals': [
      dailyDealsEmail(ctx, {
        firstName: 'Ann',
        townName: 'Leeds',
        day: '2027-11-27',
        deals: [
          {
            title: 'Spa day',
            location: 'Leeds',
            url: `${origin}/deals/leeds/spa?utm_source=email`,
            imageUrl: `${origin}/images/deal/1/1.svg`,
            imageAlt: 'A spa',
            price: '£29',
            wasPrice: '£79',
            badge: '-63%',
          },
        ],
        unsubscribeUrl: `${origin}/unsubscribe?s=1&sig=x`,
      }),
    ],
    'back-in-stock': [
      backInStockEmail(ctx, {
        title: 'Lamp',
        location: 'National deal',
        url: `${origin}/deal/national-deal/home/7/lamp`,
        imageUrl: `${origin}/images/deal/7/1.svg`,
        imageAlt: 'A lamp',
        price: '£19',
        wasPrice: '£49',
        badge: '-61%',
      }),
    ],
  } satisfies Record<MailKind, readonly OutboxMessage[]>
}

/** Every variant of every kind, as `brand` would send it. */
const everyMail = (brand: Brand): OutboxMessage[] => Object.values(mailsByKind(brand)).flat()

/** The modules a mail's QR table for `code` draws, dark as true, read back from its cells: a
 * row's cells are runs of equal modules, 4 px each. */
function qrModules(html: string, code: string): boolean[][] {
  const start = html.lastIndexOf('<table', html.indexOf(`data-qr="${code}"`))
  let depth = 0
  let end = start
  for (const tag of html.slice(start).matchAll(/<(\/?)table\b[^>]*>/g)) {
    depth += tag[1] ? -1 : 1
    if (depth === 0) {
      end = start + tag.index + tag[0].length
      break
    }
  }
  const rows = html.slice(start, end).matchAll(/<tr style="font-size:0;line-height:0">(.*?)<\/tr>/g)
  return [...rows].map(([, cells]) =>
    [
      ...cells!.matchAll(/<td style="width:(\d+)px;height:4px;background:(#000|#fff)"><\/td>/g),
    ].flatMap(([, width, colour]) => Array<boolean>(Number(width) / 4).fill(colour === '#000')),
  )
}

describe('every mail kind in every brand', () => {
  for (const id of BRAND_IDS) {
    const brand = BRANDS[id]
    const other = brand.name === 'Dealio' ? 'LivingSocial' : 'Dealio'
    it(`${id}: names ${brand.name}, never ${other}, with both parts in the brand's layout`, () => {
      const byKind = Object.entries(mailsByKind(brand))
      // Each under its own kind: the list is the mails the code sends, not a look-alike.
      for (const [kind, variants] of byKind) {
        for (const mail of variants) expect(mail.kind).toBe(kind)
      }
      for (const mail of byKind.flatMap(([, variants]) => variants)) {
        expect(mail.html.startsWith('<!DOCTYPE html><html lang="')).toBe(true)
        expect(mail.html).toContain('<head>')
        expect(mail.html).toContain(`data-logo="${brand.id}"`)
        // The header's logo is the brand's picture, its name the alt text where pictures are off.
        expect(mail.html).toMatch(
          new RegExp(`<img src="https://${brand.host}/mail-logo.png" alt="${brand.name}"`),
        )
        expect(mail.html).toContain(brand.copyright)
        expect(mail.text).toContain(`The ${brand.name} team`)
        expect(mail.text.length).toBeGreaterThan(40)
        expect(mail.from).toBe(`${brand.mailSender.name} <${brand.mailSender.address}>`)
        for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toContain(other)
        // Links go to the brand's own host.
        for (const [, href] of mail.html.matchAll(/href="(https?:[^"]+)"/g)) {
          const host = new URL(href!).host
          expect(
            [brand.host, 'www.facebook.com'].some((h) => host === h) ||
              href!.includes('shop.example'),
          ).toBe(true)
        }
      }
    })
  }

  it('writes money and dates as the pages do', () => {
    const [ie] = everyMail(BRANDS.livingsocialie).filter((m) => m.kind === 'order-confirmation')
    expect(ie!.text).toContain('Order total: €59.50')
    expect(ie!.text).toContain('Use by 27 November 2027')
    const [reminder] = everyMail(BRANDS.dealio).filter((m) => m.kind === 'deposit-reminder')
    expect(reminder!.subject).toBe('Your balance of £20 is due by Sunday 5 December 2027')
    expect(reminder!.text).not.toMatch(/\d{4}-\d{2}-\d{2}/)
  })

  it('shows each voucher code with its QR code, picture, merchant address and how to redeem', () => {
    const [mail] = everyMail(BRANDS.livingsocial).filter((m) => m.kind === 'order-confirmation')
    expect(mail!.html).toContain('data-qr="AB12-CD34"')
    // Module for module the code uqr encodes, with the border the voucher page draws.
    expect(qrModules(mail!.html, 'AB12-CD34')).toEqual(encode('AB12-CD34', { border: 2 }).data)
    expect(qrModules(mail!.html, 'AB12-CD34')).not.toEqual(encode('AB12-CD35', { border: 2 }).data)
    // The picture's PNG: mail clients show no SVG.
    expect(mail!.html).toContain('src="https://livingsocial.co.uk/images/deal/1/1.png"')
    expect(mail!.html).toContain('1 High St, Leeds LS1 1AA')
    expect(mail!.text).toContain('Voucher code: AB12-CD34')
    expect(mail!.text).toContain('How to redeem: Show the code.')
  })

  it('marks only marketing mail for one-click unsubscribe', () => {
    const mails = everyMail(BRANDS.dealio)
    const marked = mails.filter((m) => m.headers?.['List-Unsubscribe-Post'])
    expect(marked.map((m) => m.kind)).toEqual(['daily-deals'])
    expect(marked[0]!.headers!['List-Unsubscribe']).toBe(
      '<https://dealio.co.uk/unsubscribe?s=1&sig=x>',
    )
  })

  it('escapes what a shopper typed', () => {
    const mail = giftClaimMail({
      brand: BRANDS.dealio,
      recipientEmail: TO,
      link: 'https://dealio.co.uk/mygift',
      code: 'C',
      message: '<script>x</script>',
    })
    expect(mail.html).not.toContain('<script>x')
    expect(mail.html).toContain('&lt;script&gt;x')
  })
})
