import type { BrandId } from '../../shared/config/brands'
import type { OrderAddonVoucher } from '../../shared/schemas/order-addon'
import { container } from '../../themes/global-styles'
import { Island } from '../islands/island'
import { OrderAddonList } from '../islands/checkout/order-addon-list'
import * as s from './landing-page.styles'

export interface ExtendPageProps {
  brand: BrandId
  /** The signed-in shopper's extendable vouchers, soonest expiry first; null when signed out. */
  vouchers: OrderAddonVoucher[] | null
  extensionMonths: number
  /** The extension fee's floor and ceiling, formatted in the brand's currency. */
  feeFrom: string
  feeTo: string
  loginHref: string
  registerHref: string
}

/** The voucher-extension landing (storefront §2 page type extendLanding; transactions §9
 * 'extension up to 3 months'): what an extension is, then the shopper's vouchers that can take
 * one, each going on to the extension add-on's own checkout as on /order-addon. */
export function ExtendPage(props: ExtendPageProps) {
  const { vouchers, extensionMonths } = props
  return (
    <div className={`${container} ${s.page}`} data-page-type="extendLanding">
      <section className={s.hero} aria-labelledby="page-title">
        <p className={s.eyebrow}>Voucher extension</p>
        <h1 id="page-title">Extend your voucher</h1>
        <p>
          Running out of time to use a voucher? Add {extensionMonths} months to its expiry date for
          a small fee of {props.feeFrom} to {props.feeTo}, shown at checkout before you pay.
        </p>
      </section>
      <section className={s.section} aria-labelledby="extend-steps">
        <h2 id="extend-steps">How it works</h2>
        <ol className={s.steps}>
          <li>Pick an unused voucher that has not expired yet.</li>
          <li>Pay the extension fee at checkout.</li>
          <li>
            Your voucher&apos;s expiry moves {extensionMonths} months later. Each voucher can be
            extended once.
          </li>
        </ol>
      </section>
      <section className={s.section} aria-labelledby="extend-vouchers">
        <h2 id="extend-vouchers">Your vouchers</h2>
        {vouchers === null ? (
          <div className={s.callout} data-testid="extend-sign-in">
            <p>
              <strong>Sign in to see the vouchers you can extend.</strong>
            </p>
            <div className={s.actions}>
              <a href={props.loginHref}>Log in</a>
              <a href={props.registerHref}>Create an account</a>
            </div>
          </div>
        ) : (
          <Island
            name="order-addon-list"
            component={OrderAddonList}
            props={{ brand: props.brand, vouchers, extensionMonths }}
          />
        )}
      </section>
    </div>
  )
}
