import { useState } from 'react'
import { callApi } from '../api/account-api'
import { FormStatus, useHydrated } from './account-form-parts'
import * as f from './account-forms.styles'
import * as s from '../pages/merchant/merchant-portal.styles'

export interface AdminCustomerActionsProps {
  id: number
  isLocked: boolean
}

/** Island 'admin-customer-actions': lock or unlock the account, mail a password reset. */
export function AdminCustomerActions({ id, isLocked }: AdminCustomerActionsProps) {
  const hydrated = useHydrated()
  const [locked, setLocked] = useState(isLocked)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [done, setDone] = useState('')

  const act = async (path: 'lock' | 'unlock' | 'password-reset') => {
    setBusy(true)
    setError('')
    setDone('')
    const result = await callApi<unknown>('POST', `/admin/customers/${id}/${path}`, {})
    setBusy(false)
    if (!result.ok) return setError(result.message ?? 'Something went wrong')
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
