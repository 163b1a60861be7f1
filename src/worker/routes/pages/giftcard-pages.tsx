import type { Context } from 'hono'
import { GiftcardRedeemForm } from '../../../client/islands/wallet/giftcard-redeem-form'
import { Island } from '../../../client/islands/island'
import type { AppEnv } from '../../http/app-env'
import { renderAccountAreaPage } from './wallet-pages'

/** /giftcard/redeem (transactions §2): the code box; the credit lands in the wallet. */
export const renderGiftCardRedeemPage = (c: Context<AppEnv>) =>
  renderAccountAreaPage(c, {
    path: '/giftcard/redeem',
    title: 'Redeem a gift card',
    body: (
      <>
        <p>
          Enter the code from your gift card. Its value is added to your wallet and can be spent for
          12 months. <a href="/page/giftcardterms">Gift card terms</a>
        </p>
        <Island name="giftcard-redeem-form" component={GiftcardRedeemForm} props={{}} />
      </>
    ),
  })
