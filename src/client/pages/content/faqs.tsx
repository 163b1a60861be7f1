import { COLLECTION_HOURS_TEXT } from '../../../shared/domain/checkout/click-and-collect'
import type { ContentSection, StaticPageContent } from './types'
import { brandFacts } from './brand-facts'

export const faqs: StaticPageContent = {
  path: '/page/faqs',
  title: 'Help & FAQs',
  description:
    'Answers about buying and redeeming vouchers, refunds, gifts, payments, your wallet and your account.',
  kind: 'Help',
  intro: (brand) => (
    <p>
      Quick answers to the questions {brand.name} customers ask most. Can&apos;t find yours? Email{' '}
      <a href={`mailto:${brandFacts(brand).email('support')}`}>
        {brandFacts(brand).email('support')}
      </a>{' '}
      and we&apos;ll reply within one working day.
    </p>
  ),
  sections: (brand) => {
    const f = brandFacts(brand)
    const sections: ContentSection[] = [
      {
        heading: 'Buying a deal',
        body: (
          <>
            <h3>Do I need an account?</h3>
            <p>
              Yes. You can browse freely, but buying a deal or using a promo code needs you to sign
              in or register, so your vouchers are kept safe in My vouchers.
            </p>
            <h3>Why can I only buy a limited number?</h3>
            <p>
              Some deals have a purchase cap per day or per week, shown on the deal. Items above the
              cap are removed from your basket when you pay.
            </p>
            <h3>What does &lsquo;from&rsquo; or &lsquo;up to&rsquo; mean on a price?</h3>
            <p>
              See our <a href="/page/marketingdefinitions">marketing definitions</a> for how we
              describe prices and savings.
            </p>
          </>
        ),
      },
      {
        heading: 'Using your voucher',
        body: (
          <>
            <h3>Where is my voucher?</h3>
            <p>
              In <a href="/myaccount/vouchers">My vouchers</a> and in your confirmation email. You
              can print it or show it on your phone.
            </p>
            <h3>How do I book?</h3>
            <p>
              Contact the business using the details on your voucher and quote your voucher code.
              Book early: popular dates go quickly. Some travel deals let you pick dates when you
              buy.
            </p>
            <h3>My voucher is about to expire. Can I extend it?</h3>
            <p>
              Many vouchers can be extended by up to 3 months for a small fee from My vouchers,
              before they expire.
            </p>
          </>
        ),
      },
      {
        heading: 'Refunds and returns',
        body: (
          <>
            <h3>Can I get a refund?</h3>
            <p>
              Yes: our 14-day refund guarantee covers any unredeemed voucher within 14 days of
              purchase. Cash refunds reach your account within 5 working days; you can choose wallet
              credit instead, valid for 3 months.
            </p>
            <h3>What is voucher protection?</h3>
            <p>
              An optional add-on at checkout. With it you can ask for a refund at any time until 7
              days before your voucher expires, as long as it has not been redeemed.
            </p>
            <h3>How do I return a product?</h3>
            <p>
              Request a return from My vouchers within 14 days of delivery and print the label. We
              aim to refund within 5 days of receiving the item. Full details are in our{' '}
              <a href="/page/e-commerceterms">e-commerce terms</a>.
            </p>
          </>
        ),
      },
      {
        heading: 'Gifts and delivery',
        body: (
          <>
            <h3>Can I send a deal as a gift?</h3>
            <p>
              Yes. Choose an e-gift (free, sent by email on the date you pick), a gift pack posted
              to the recipient, or gift wrap for products. The recipient claims an e-gift at{' '}
              <a href="/mygift">Claim a gift</a>.
            </p>
            <h3>How long does delivery take?</h3>
            <p>
              Standard gift packs take 3 working days; next-day packs ordered before 2pm go by
              tracked mail the next working day. Click and collect orders can be picked up in{' '}
              {f.collectionCity} at {f.collectionPoint}, {COLLECTION_HOURS_TEXT}.
            </p>
          </>
        ),
      },
      {
        heading: 'Payments',
        body: (
          <>
            <h3>How can I pay?</h3>
            <p>
              Visa and Mastercard debit or credit cards, PayPal, Apple Pay, Google Pay, Klarna and
              Clearpay. We don&apos;t accept American Express or Diners Club. Some higher-value or
              specialist deals can&apos;t be paid with pay-later options.
            </p>
            <h3>Is paying safe?</h3>
            <p>
              Card details go straight to our payment provider over an encrypted connection; we
              never store your full card number. Read our{' '}
              <a href="/page/internetsafety">internet safety</a> tips.
            </p>
          </>
        ),
      },
      {
        heading: 'Wallet, gift cards and credit',
        body: (
          <>
            <h3>What is my wallet?</h3>
            <p>
              Your wallet holds credit from refunds, gift cards and promotions, and is used
              automatically at checkout on deals in the same currency ({brand.currency}). See{' '}
              <a href="/page/wallet-credit-more-info">how wallet credit works</a>.
            </p>
            <h3>How do I redeem a gift card?</h3>
            <p>
              Enter the code at <a href="/giftcard/redeem">Redeem a gift card</a>. Gift cards must
              be redeemed within 6 months; the credit then lasts 12 months.
            </p>
          </>
        ),
      },
    ]
    if (f.hasClub) {
      sections.push({
        heading: 'The club',
        body: (
          <p>
            Earn points on every purchase; they are added 30 days after you buy (once the refund
            window has passed) and last 6 months. From Bronze level upwards you can swap points for
            wallet credit in <a href="/myaccount/rewards">Club</a>.
          </p>
        ),
      })
    }
    sections.push({
      heading: 'Your account',
      body: (
        <>
          <h3>I forgot my password</h3>
          <p>
            Use <a href="/forgot-password">forgot password</a> and we&apos;ll email you a reset
            link.
          </p>
          <h3>How do I stop the emails?</h3>
          <p>
            Every email has an unsubscribe link, or change your choices in{' '}
            <a href="/myaccount/subscriptions">Subscriptions</a>.
          </p>
          <h3>How do I delete my account?</h3>
          <p>
            Go to <a href="/myaccount/delete">Delete account</a>. We remove your account within 24
            hours, keeping only what the law requires us to; see our{' '}
            <a href={f.ireland ? '/page/privacypolicy-ie' : '/page/privacypolicy'}>
              privacy policy
            </a>
            .
          </p>
        </>
      ),
    })
    return sections
  },
}
