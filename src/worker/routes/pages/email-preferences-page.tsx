import type { Context } from 'hono'
import { AuthPage } from '../../../client/pages/account/auth-page'
import {
  EmailPreferencesForm,
  EmailPreferencesProblem,
} from '../../../client/islands/account/email-preferences-form'
import { Island } from '../../../client/islands/island'
import {
  isWellFormedUnsubscribeToken,
  SUBSCRIPTION_MESSAGES,
} from '../../../shared/domain/account/unsubscribe-token'
import type { AppEnv } from '../../http/app-env'
import { localLocations } from './myaccount-pages'
import { renderInShell } from './page-context'

const TITLE = 'Email preferences'

/** Towns a subscription can be for, as the account's subscriptions page offers them. */
/** /email-preferences?token=…, where every subscription email leads (transactions §2
 * 'preferences pages and unsubscribe by token'). Public, since the token is the proof, yet
 * personal: page type 'account' keeps it out of the page cache, and the shell answers
 * `private, no-store` and NOINDEX. The island loads the subscription, so the HTML holds the
 * token once (in its props) and no address. */
export async function renderEmailPreferencesPage(c: Context<AppEnv>) {
  const token = new URL(c.req.url).searchParams.get('token')?.trim() ?? ''
  // §5 'Unsubscribe needs a token' and §8's words; a token that cannot be ours is answered
  // here, without a lookup and without echoing it into the page.
  const problem = !token
    ? SUBSCRIPTION_MESSAGES.tokenMissing
    : isWellFormedUnsubscribeToken(token)
      ? null
      : SUBSCRIPTION_MESSAGES.notRegistered
  return renderInShell(c, {
    meta: { canonicalPath: '/email-preferences', title: TITLE, robots: 'NOINDEX, NOFOLLOW' },
    body: (
      <AuthPage title={TITLE} intro="Choose which deals we email you, and how often.">
        {problem ? (
          <EmailPreferencesProblem message={problem} />
        ) : (
          <Island
            name="email-preferences-form"
            component={EmailPreferencesForm}
            props={{ token, locations: await localLocations(c) }}
          />
        )}
      </AuthPage>
    ),
  })
}
