import { callRoute } from '../../api/typed-call'
import { useHydrated } from '../forms/account-form-parts'
import * as s from '../forms/account-forms.styles'
import { useFormSubmit } from '../../hooks/use-form-submit'

export interface StaffSignOutProps {
  area: 'merchant' | 'admin'
}

/** Island 'staff-sign-out': ends the staff session (the cookie is HttpOnly, so only the server
 * can) and returns to the area's sign-in page. */
export function StaffSignOut({ area }: StaffSignOutProps) {
  const { busy, run } = useFormSubmit()
  const hydrated = useHydrated()
  // Whatever the answer, the area's sign-in page is next, so the button stays busy.
  const signOut = async () => {
    await run(() => callRoute('POST /staff/logout'), { leaving: () => true })
    window.location.assign(`/${area}/login`)
  }
  return (
    <button
      type="button"
      className={s.secondary}
      onClick={signOut}
      disabled={busy || !hydrated}
      aria-busy={busy}
    >
      {busy ? 'Signing out…' : 'Sign out'}
    </button>
  )
}
