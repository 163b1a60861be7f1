import type { Context } from 'hono'
import type { ReactNode } from 'react'
import { renderSVG } from 'uqr'
import { Island } from '../../../client/islands/island'
import { VoucherOffline } from '../../../client/islands/vouchers/voucher-offline'
import { VoucherPrintDialog } from '../../../client/islands/vouchers/voucher-print-dialog'
import { AccountLayout } from '../../../client/pages/account/account-layout'
import { VoucherList } from '../../../client/pages/vouchers/voucher-list'
import { VoucherPage, VoucherPrintPage } from '../../../client/pages/vouchers/voucher-page'
import { accountMenu } from '../../../shared/config/account-menu'
import { VoucherListQuery } from '../../../shared/schemas/voucher'
import type { AppEnv } from '../../http/app-env'
import { DomainError } from '../../errors'
import {
  VOUCHER_CACHE,
  VOUCHER_SW_PATH,
  VOUCHER_SW_SCOPE,
} from '../../services/vouchers/voucher-offline-worker'
import { renderNotFound } from './not-found'
import { renderInShell } from './page-context'
import { ReviewForm } from '../../../client/islands/deal/review-form'
import { DepositBalance } from '../../../client/islands/vouchers/deposit-balance'
import { payClientsFor } from '../../services/payments/pay-clients'
import { VoucherBookingPanel } from '../../../client/islands/vouchers/voucher-booking'
import { clock } from '../../clock'

const LIST_PATH = '/myaccount/vouchers'

function inAccountLayout(c: Context<AppEnv>, title: string, path: string, body: ReactNode) {
  // As on the other account pages: the server's user has no VIP flag, so the non-VIP menu.
  const menu = accountMenu({ brand: c.get('brand'), vipUser: false, extended: true })
  return renderInShell(c, {
    meta: { canonicalPath: path, title, robots: 'NOINDEX, NOFOLLOW' },
    body: (
      <AccountLayout menu={menu} path={LIST_PATH} title={title}>
        {body}
      </AccountLayout>
    ),
  })
}

/** The offline island (client/islands/vouchers/voucher-offline.tsx) storing `pages` for the worker. */
const offlineIsland = (pages: string[]) => (
  <Island
    name="voucher-offline"
    component={VoucherOffline}
    props={{ script: VOUCHER_SW_PATH, scope: VOUCHER_SW_SCOPE, cacheName: VOUCHER_CACHE, pages }}
  />
)

/** /myaccount/vouchers (page type vouchers, like a voucher's pages), behind the protected-page
 * middleware. */
export async function renderVoucherList(c: Context<AppEnv>) {
  const user = await c.var.session.requireUser()
  // A bad query shows the first page of all vouchers rather than an error page.
  const parsed = VoucherListQuery.safeParse({
    page: c.req.query('page'),
    status: c.req.query('status'),
  })
  const { page, status } = parsed.success ? parsed.data : { page: 1, status: 'all' as const }
  const list = await c.var.services.vouchers.list(user.id, status, page, clock.now())
  // Kept for showing offline too (the shopper at the till looks for the voucher here first),
  // under the query it was asked with, as the service worker keys it.
  const search = new URL(c.req.url).search
  return inAccountLayout(
    c,
    'My vouchers',
    LIST_PATH,
    <>
      <VoucherList list={list} />
      {offlineIsland([`${LIST_PATH}${search}`])}
    </>,
  )
}

/** /myaccount/vouchers/{id} and its /print view; the id is 1 to 15 digits (the route's).
 * Someone else's voucher is the same 404 as none. */
export async function renderVoucher(c: Context<AppEnv>, id: number, view: 'page' | 'print') {
  const user = await c.var.session.requireUser()
  const now = clock.now()
  let voucher
  try {
    voucher = await c.var.services.vouchers.detail(user.id, id, now)
  } catch (error) {
    if (error instanceof DomainError && error.code === 'NOT_FOUND') return renderNotFound(c)
    throw error
  }
  const path = `${LIST_PATH}/${voucher.id}`
  const qrSvg = renderSVG(voucher.code, { border: 2, pixelSize: 6 })
  // transactions §4 'Deposit vouchers': the balance, its due date and a way to pay it.
  const afterSale =
    view === 'print' ? null : await c.var.services.afterSale.view(user.id, voucher.id, now)
  // Booking on redemption: shown while a day can be asked for, or once one was.
  const booking =
    view === 'print' ? null : await c.var.services.voucherBookings.forPage(user.id, voucher.id, now)
  if (view === 'print') {
    return inAccountLayout(
      c,
      'Print voucher',
      `${path}/print`,
      <>
        <VoucherPrintPage voucher={voucher} qrSvg={qrSvg} />
        <Island
          name="voucher-print-dialog"
          component={VoucherPrintDialog}
          props={{ auto: voucher.actions.includes('print') }}
        />
      </>,
    )
  }
  return inAccountLayout(
    c,
    voucher.dealTitle,
    path,
    <>
      <VoucherPage
        voucher={voucher}
        qrSvg={qrSvg}
        deposit={
          afterSale && afterSale.deposit.kind !== 'NONE' ? (
            <Island
              name="deposit-balance"
              component={DepositBalance}
              props={{
                voucherId: voucher.id,
                currency: afterSale.currency,
                deposit: afterSale.deposit,
                cardMode: payClientsFor(c.env, c.req.url).credit_card,
              }}
            />
          ) : null
        }
        booking={
          booking && (booking.canRequest || booking.status !== 'NONE') ? (
            <Island name="voucher-booking" component={VoucherBookingPanel} props={{ booking }} />
          ) : null
        }
        review={
          voucher.state === 'REDEEMED' ? (
            <Island
              name="review-form"
              component={ReviewForm}
              props={{
                dealId: voucher.dealId,
                voucherId: voucher.id,
                dealTitle: voucher.dealTitle,
              }}
            />
          ) : null
        }
      />
      {offlineIsland([path, `${path}/print`])}
    </>,
  )
}
