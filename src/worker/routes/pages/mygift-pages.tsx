import type { Context } from 'hono'
import { GiftClaimForm } from '../../../client/islands/wallet/gift-claim-form'
import { Island } from '../../../client/islands/island'
import type { AppEnv } from '../../http/app-env'
import { renderAccountAreaPage } from './wallet-pages'

/** /mygift (transactions §2 'Claim a gift (needs a code)'): the code from the gift email. */
export const renderMyGiftPage = (c: Context<AppEnv>) =>
  renderAccountAreaPage(c, {
    path: '/mygift',
    title: 'Claim a gift',
    body: (
      <>
        <p>Someone sent you a gift? Enter the code from your email to add it to your vouchers.</p>
        <Island name="gift-claim-form" component={GiftClaimForm} props={{}} />
      </>
    ),
  })
