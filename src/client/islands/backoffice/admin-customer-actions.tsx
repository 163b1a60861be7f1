import { useState } from 'react'
import { callRoute } from '../../api/typed-call'
import { FormStatus, useHydrated } from '../forms/account-form-parts'
import * as f from '../forms/account-forms.styles'
import * as s from '../../pages/merchant/merchant-portal.styles'
import { SOMETHING_WENT_WRONG, useFormSubmit } from '../../hooks/use-form-submit'

export interface AdminCustomerActionsProps {
  id: number
  isLocked: boolean
}

/** Island 'admin-customer-actions': lock or unlock the account, mail a password reset. */
export function AdminCustomerActions({ id, isLocked }: AdminCustomerActionsProps) {
  const hydrated = useHydrated()
  const [locked, setLocked] = useState(isLocked)
  const { busy, failure: error, success: done, setSuccess: setDone, run } = useFormSubmit()

  const act = async (path: 'lock' | 'unlock' | 'password-reset') => {
    const result = await run(
      () => callRoute(`POST /admin/customers/:id/${path}`, { params: { id: String(id) } }),
      { fallback: SOMETHING_WENT_WRONG },
    )
    if (!result.ok) return
    if (path === 'password-reset') return setDone('A password reset email is on its way.')
    setLocked(path === 'lock')
    setDone(path === 'lock' ? 'Locked: the customer cannot sign in.' : 'Unlocked.')
  }

  const disabled = busy || !hydrated
  return (
    <div className={s.row}>
      <button
        type="button"
        className={f.secondary}
        disabled={disabled}
        onClick={() => act(locked ? 'unlock' : 'lock')}
      >
        {locked ? 'Unlock account' : 'Lock account'}
      </button>
      <button
        type="button"
        className={f.secondary}
        disabled={disabled}
        onClick={() => act('password-reset')}
      >
        Send password reset
      </button>
      <FormStatus kind="success">{done}</FormStatus>
      <FormStatus kind="error">{error}</FormStatus>
    </div>
  )
}
