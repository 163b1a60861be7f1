import { Hono, type Context } from 'hono'
import { SandboxApprovalPage } from '../../client/pages/sandbox/sandbox-approval-page'
import { londonDay } from '../../shared/domain/merchant/london-day'
import { instalmentSchedule } from '../../shared/domain/payment/instalment-schedule'
import { showsInstalments } from '../../shared/domain/payment/sandbox-approval'
import { ApprovalDecisionForm } from '../../shared/schemas/sandbox-approval'
import type { AppEnv } from '../http/app-env'
import { withLocation } from '../http/request-context'
import { formBody } from '../http/form-body'
import { approvalPath, returnPath } from '../services/checkout/sandbox-approvals'
import { renderNotFound } from './pages/not-found'
import { renderInShell } from './pages/page-context'
import { clock } from '../clock'
import { personal } from '../http/personal'

/** The sandbox's approval pages (sandbox-approvals.ts), under a path that says what they are.
 * They exist only for approvals the sandbox opened, which it does only for a method whose real
 * provider is not configured. Personal (an approval is a bearer of the amount): never cached,
 * never indexed, and decisions only from the storefront's own pages. */
export const sandboxPay = new Hono<AppEnv>()

sandboxPay.use('/sandbox/pay/*', personal(), withLocation())
sandboxPay.use('/sandbox/pay/*', async function sandboxPage(c, next) {
  c.set('pageType', 'checkout')
  await next()
})

const service = (c: Context<AppEnv>) => c.var.services.sandboxApprovals

sandboxPay.get('/sandbox/pay/:token', async (c) => {
  const token = c.req.param('token')
  const approval = await service(c).find(token)
  if (!approval) return renderNotFound(c)
  // Decided already (the shopper came back with the browser's Back button): the provider
  // sends them on to the same place again rather than asking twice.
  if (approval.status !== 'PENDING') return c.redirect(returnPath(approval, token), 303)
  return renderInShell(c, {
    meta: {
      canonicalPath: '/sandbox/pay',
      title: 'Sandbox payment approval',
      robots: 'NOINDEX, NOFOLLOW',
    },
    body: (
      <SandboxApprovalPage
        method={approval.method}
        amount={approval.amount}
        currency={approval.currency}
        instalments={
          showsInstalments(approval.method)
            ? instalmentSchedule(approval.amount, approval.currency, londonDay(clock.now()))
            : []
        }
        action={approvalPath(token)}
      />
    ),
  })
})

sandboxPay.post('/sandbox/pay/:token', async (c) => {
  const form = await formBody(c, ApprovalDecisionForm, 'Please press one of the buttons.')
  const back = await service(c).decide(c.req.param('token'), form.decision)
  return back ? c.redirect(back, 303) : renderNotFound(c)
})
