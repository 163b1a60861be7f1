import type { Context } from 'hono'
import type { ReactNode } from 'react'
import { Island } from '../../../client/islands/island'
import { RefundForm } from '../../../client/islands/vouchers/refund-form'
import { RefundReturnLabel } from '../../../client/islands/vouchers/refund-return-label'
import { AccountLayout } from '../../../client/pages/account/account-layout'
import { accountMenu } from '../../../shared/config/account-menu'
import type { AppEnv } from '../../http/app-env'
import { DomainError } from '../../errors'
import { renderNotFound } from './not-found'
import { renderInShell } from './page-context'
import { clock } from '../../clock'

const LIST_PATH = '/myaccount/vouchers'

function page(c: Context<AppEnv>, title: string, path: string, body: ReactNode) {
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

/** /myaccount/vouchers/{id}/refund (the refund and return request form) and
 * /myaccount/vouchers/{id}/return-label (page type vouchers, behind the protected-page
 * middleware). Someone else's voucher is the same 404 as none. */
export async function renderRefundPages(c: Context<AppEnv>, id: string, view: string) {
  if (!/^\d{1,15}$/.test(id) || (view !== 'refund' && view !== 'return-label')) {
    return renderNotFound(c)
  }
  const user = await c.var.session.requireUser()
  let voucher
  try {
    voucher = await c.var.services.afterSale.view(user.id, Number(id), clock.now())
  } catch (error) {
    if (error instanceof DomainError && error.code === 'NOT_FOUND') return renderNotFound(c)
    throw error
  }
  const path = `${LIST_PATH}/${voucher.voucherId}/${view}`
  if (view === 'return-label') {
    if (voucher.returnLabelReference === null) return renderNotFound(c)
    return page(c, 'Returns label', path, <RefundReturnLabel voucher={voucher} />)
  }
  return page(
    c,
    voucher.canReturn ? 'Request a return' : 'Request a refund',
    path,
    <>
      <p>
        {voucher.title} · <a href={`${LIST_PATH}/${voucher.voucherId}`}>Back to the voucher</a>
      </p>
      <Island name="refund-form" component={RefundForm} props={{ voucher }} />
    </>,
  )
}
