import { useState } from 'react'
import { callApi } from '../api/account-api'
import { useHydrated } from './account-form-parts'
import * as s from './account-forms.styles'

export interface StaffSignOutProps {
  area: 'merchant' | 'admin'
}

/** Island 'staff-sign-out': ends the staff session (the cookie is HttpOnly, so only the server
 * can) and returns to the area's sign-in page. */
export function StaffSignOut({ area }: StaffSignOutProps) {
  const [busy, setBusy] = useState(false)
  const hydrated = useHydrated()
  const signOut = async () => {
    setBusy(true)
    await callApi('POST', '/staff/logout')
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
