import { COLLECTION_HOURS_TEXT } from '../../../shared/domain/checkout/click-and-collect'
import { brandFacts } from './brand-facts'
import type { StaticPageContent } from './types'

export const eCommerceTerms: StaticPageContent = {
  path: '/page/e-commerceterms',
  title: 'E-commerce terms',
  description:
    'The terms of sale for vouchers, products and travel: prices, our 14-day refund guarantee, voucher protection, returns and delivery.',
  kind: 'Legal',
  intro: (brand) => (
    <p>
      These terms apply when you buy from {brand.name}. Please read them with the fine print on each
      deal, which forms part of your contract. They do not affect your statutory rights.
    </p>
  ),
  sections: (brand) => {
    const f = brandFacts(brand)
    return [
      {
        heading: 'Who you are buying from',
        body: (
          <ul>
            <li>
              <strong>Service vouchers</strong> (spa days, meals, activities, hotel stays): we sell
              the voucher as agent for the merchant named on the deal, who provides the service and
              is responsible for it.
            </li>
            <li>
              <strong>Products</strong> in our shop: sold by {f.company} unless the deal names
              another seller.
            </li>
            <li>
              <strong>Travel packages</strong> with flights: the named tour operator is your
              contracting party and provides the financial protection the law requires.
            </li>
          </ul>
        ),
      },
      {
        heading: 'Prices and payment',
        body: (
          <>
            <p>
              Prices are in {f.ireland ? 'euro' : 'pounds sterling'} and include VAT. Postage, any
              admin fee (see <a href="/page/admin-fee">admin fees</a>) and add-ons are shown before
              you pay. We accept Visa, Mastercard, PayPal, Apple Pay, Google Pay, Klarna and
              Clearpay; not American Express or Diners Club.
            </p>
            <p>
              Your contract starts when we email your order confirmation. If a price was shown in
              obvious error we will tell you and offer a refund.
            </p>
          </>
        ),
      },
      {
        heading: 'Vouchers',
        body: (
          <ul>
            <li>Each voucher shows its expiry date and how to book or redeem it.</li>
            <li>
              Vouchers can be extended once by up to 3 months for a fee, from My vouchers, before
              they expire.
            </li>
            <li>
              If a voucher expires unredeemed we add wallet credit for the amount you paid, which
              you can spend within 14 days of the voucher&apos;s expiry date.
            </li>
            <li>
              Deposit deals: pay a deposit now and the balance by the date shown. A deposit is
              refundable within 14 days; if the balance is not paid the voucher expires.
            </li>
          </ul>
        ),
      },
      {
        heading: 'Our 14-day refund guarantee',
        body: (
          <p>
            Change your mind about an unredeemed voucher within 14 days of buying it and we will
            refund you in full: to your original payment method within 5 working days, or to your
            wallet straight away as credit valid for 3 months. This is on top of the cancellation
            rights the law gives you.
          </p>
        ),
      },
      {
        heading: 'Voucher protection',
        body: (
          <p>
            If you add voucher protection at checkout, you can ask for a refund of an unredeemed
            voucher at any time up until 7 days before it expires. Protection ends when the voucher
            is redeemed, refunded or expires; the protection fee itself is not refundable after the
            first 14 days.
          </p>
        ),
      },
      {
        heading: 'Returns and faulty goods',
        body: (
          <>
            <p>
              You can cancel a product order within 14 days of delivery without giving a reason.
              Request a return from My vouchers, send the item back unused within 14 days, and we
              aim to refund you within 5 days of receiving it.
            </p>
            <p>
              Under {f.consumerLaw} goods must be as described, of satisfactory quality and fit for
              purpose. If they are faulty you can reject them for a full refund within 30 days, and
              we pay the return postage.
            </p>
          </>
        ),
      },
      {
        heading: 'Delivery and gifts',
        body: (
          <ul>
            <li>
              Standard delivery takes 3 working days; next-day orders placed by 2pm are tracked.
            </li>
            <li>
              Click and collect from our {f.collectionCity} collection point ({f.collectionPoint}),{' '}
              {COLLECTION_HOURS_TEXT}.
            </li>
            <li>
              E-gifts are free and sent on the date you choose; the recipient needs the gift code to
              claim them.
            </li>
          </ul>
        ),
      },
      {
        heading: 'If a merchant cannot honour your voucher',
        body: (
          <p>
            If a merchant closes or cannot provide what was promised, tell us and we will refund you
            in full, whatever the age of your voucher. Merchants must refund bookings they cancel
            within 14 days.
          </p>
        ),
      },
      {
        heading: 'Complaints and law',
        body: (
          <p>
            Email <a href={`mailto:${f.email('support')}`}>{f.email('support')}</a> and we will
            reply within 5 working days. You can also get free advice from{' '}
            <a href={f.adviceService.href}>{f.adviceService.name}</a>. These terms are governed by{' '}
            {f.law}.
          </p>
        ),
      },
    ]
  },
}
