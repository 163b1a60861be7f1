import * as f from '../../islands/forms/account-forms.styles'
import { AuthPage } from './auth-page'

/** What the unsubscribe page shows: the question (GET, which changes nothing, since mail
 * scanners follow links), the answer after the button or a one-click POST, or a link that is
 * not ours. */
export type UnsubscribeView =
  | { state: 'ask'; email: string; action: string }
  | { state: 'done'; email: string }
  | { state: 'invalid'; message: string }

export const UNSUBSCRIBE_TITLES: Record<UnsubscribeView['state'], string> = {
  ask: 'Unsubscribe from the daily deals email',
  done: 'You are unsubscribed',
  invalid: 'This unsubscribe link does not work',
}

const SUBSCRIPTIONS_PATH = '/myaccount/subscriptions'

/** /unsubscribe?s=…&sig=… in the brand's shell, for the link in every marketing mail's footer.
 * A plain form, no island: it works without JavaScript, and the button posts what a mail
 * client's RFC 8058 one-click posts. */
export function UnsubscribePage({ view, brandName }: { view: UnsubscribeView; brandName: string }) {
  const title = UNSUBSCRIBE_TITLES[view.state]
  if (view.state === 'invalid') {
    return (
      <AuthPage title={title}>
        <div className={f.form}>
          <div role="alert" className={f.errorMessage}>
            <p>{view.message}.</p>
          </div>
          <p>
            It may have been cut short when it was copied. Use the link at the foot of our latest
            email, or choose which emails you get in{' '}
            <a href={SUBSCRIPTIONS_PATH}>your account’s email settings</a>.
          </p>
          <p>
            <a href="/">Back to today’s deals</a>
          </p>
        </div>
      </AuthPage>
    )
  }
  if (view.state === 'done') {
    return (
      <AuthPage title={title}>
        <div className={f.form}>
          <div role="status" className={f.successMessage}>
            <p>
              <strong>{view.email}</strong> will get no more daily deals emails from {brandName}.
            </p>
          </div>
          <p>
            Emails about your orders and vouchers still come, so you never miss a voucher you
            bought.
          </p>
          <p>
            Changed your mind? <a href={SUBSCRIPTIONS_PATH}>Subscribe again</a> in your account.
          </p>
          <p>
            <a href="/">Back to today’s deals</a>
          </p>
        </div>
      </AuthPage>
    )
  }
  return (
    <AuthPage
      title={title}
      intro={
        <>
          Stop the daily deals email from {brandName} to <strong>{view.email}</strong>? It stops at
          once.
        </>
      }
    >
      <form method="post" action={view.action} className={f.form}>
        <input type="hidden" name="List-Unsubscribe" value="One-Click" />
        <button type="submit" className={f.submit}>
          Unsubscribe
        </button>
        <p>
          Rather hear less often? Choose weekly in{' '}
          <a href={SUBSCRIPTIONS_PATH}>your account’s email settings</a>.
        </p>
      </form>
    </AuthPage>
  )
}
