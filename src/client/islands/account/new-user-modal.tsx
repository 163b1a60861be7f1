import { AccountModal } from './account-modal'
import { registerHref } from './account-lightbox-rules'
import * as form from '../forms/account-forms.styles'
import * as s from './sign-up-lightbox.styles'

export interface NewUserModalProps {
  email: string
  onClose: () => void
}

/** The new-user modal of storefront §2 ("a new-user modal for unauthenticated users"). The spec
 * says no more, so this is our design: it is the lightbox's second step. A visitor who has just
 * subscribed is the one most likely to want an account, and we already have the email, so the
 * modal confirms the subscription and offers 'Create your account' on /register with the email
 * filled in. It never opens on its own, so a visitor sees at most one unasked-for modal. Its
 * code loads only at that moment (its own chunk). */
export function NewUserModal({ email, onClose }: NewUserModalProps) {
  return (
    <AccountModal labelledBy="new-user-modal-title" onClose={onClose}>
      <h2 id="new-user-modal-title" className={s.heading}>
        You&apos;re subscribed!
      </h2>
      <div role="status" aria-live="polite">
        <p className={s.lead}>
          Our best deals are on their way to {email.trim()}. Create an account to buy in a tap, keep
          your vouchers in one place and see your wish list anywhere.
        </p>
      </div>
      <p className={s.actions}>
        <a className={form.submit} href={registerHref(email)}>
          Create your account
        </a>
        <button type="button" className={form.secondary} onClick={onClose}>
          Keep browsing
        </button>
      </p>
    </AccountModal>
  )
}
