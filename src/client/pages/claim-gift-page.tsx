import { container } from '../../themes/global-styles'
import { Breadcrumbs, type Crumb } from '../components/listing/breadcrumbs'
import { GiftClaimForm } from '../islands/wallet/gift-claim-form'
import { Island } from '../islands/island'
import * as s from './landing-page.styles'

export interface ClaimGiftPageProps {
  breadcrumbs: Crumb[]
  /** Signed out, the page asks for sign-in first: a claim moves the vouchers into an account
   * (transactions §5 'Gift claim needs a code', the claim API needs a customer). */
  signedIn: boolean
  loginHref: string
  registerHref: string
}

/** The claim-experience-gift guide page (storefront §2: guides with the claim-my-gift flag):
 * how claiming works, then the same gift claim form as /mygift. */
export function ClaimGiftPage({
  breadcrumbs,
  signedIn,
  loginHref,
  registerHref,
}: ClaimGiftPageProps) {
  return (
    <div className={`${container} ${s.page}`} data-page-type="claim-gift">
      <Breadcrumbs crumbs={breadcrumbs} />
      <section className={s.hero} aria-labelledby="page-title">
        <p className={s.eyebrow}>Experience gifts</p>
        <h1 id="page-title">Claim your gift</h1>
        <p>
          Someone has treated you to an experience. Enter the gift code from your email and the
          voucher is yours: it appears in My vouchers, ready to book with the merchant.
        </p>
        {signedIn ? (
          <Island name="gift-claim-form" component={GiftClaimForm} props={{}} />
        ) : (
          <div className={s.callout} data-testid="claim-gift-sign-in">
            <p>
              <strong>Sign in to claim your gift.</strong> Your voucher is kept in your account, so
              you can find it whenever you are ready to book.
            </p>
            <div className={s.actions}>
              <a href={loginHref}>Log in</a>
              <a href={registerHref}>Create an account</a>
            </div>
          </div>
        )}
      </section>
      <section className={s.section} aria-labelledby="claim-steps">
        <h2 id="claim-steps">How it works</h2>
        <ol className={s.steps}>
          <li>Find the gift code in the email we sent you (it looks like ABCD-EFGH-JKLM).</li>
          <li>Sign in or create an account, then enter the code above.</li>
          <li>
            Your voucher moves to <a href="/myaccount/vouchers">My vouchers</a>, where you can print
            it or book.
          </li>
          <li>Book with the merchant before the voucher&apos;s expiry date.</li>
        </ol>
      </section>
      <p>
        No code, or the code does not work? See <a href="/page/faqs">Help &amp; FAQs</a>.
      </p>
    </div>
  )
}
