import type { Context } from 'hono'
import { CreditClaimStatus } from '../../../client/islands/wallet/credit-claim-status'
import { Island } from '../../../client/islands/island'
import { creditValidationParam } from '../../../shared/domain/deal/credit-validation'
import { container } from '../../../themes/global-styles'
import type { AppEnv } from '../../http/app-env'
import { renderInShell } from './page-context'

/** /credit?credit_validation=<digits> (transactions §4 'Credit claim link', §5): the island
 * claims on load. A value that is not all digits is ignored (§5), which leaves the code kept
 * from before login, if any. Personal, so never page-cached. */
export async function renderCreditPage(c: Context<AppEnv>) {
  c.set('cacheIntent', 'private')
  const code = creditValidationParam(c.req.query('credit_validation')) ?? ''
  return renderInShell(c, {
    meta: { canonicalPath: '/credit', title: 'Your credit', robots: 'NOINDEX, NOFOLLOW' },
    body: (
      <div className={container}>
        <h1>Your credit</h1>
        <Island name="credit-claim-status" component={CreditClaimStatus} props={{ code }} />
      </div>
    ),
  })
}
