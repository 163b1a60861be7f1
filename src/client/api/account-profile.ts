import { useEffect, useState } from 'react'
import { loginRedirectPath } from '../../shared/domain/account/protected-pages'
import type { Profile as ProfileResponse } from '../../shared/schemas/profile'
import type { ApiResult } from './account-api'
import { callRoute } from './typed-call'

/** GET /customer/profile's data (transactions §3 'User profile', the fields the pages use). */
export type Profile = Pick<
  ProfileResponse,
  'email' | 'firstName' | 'lastName' | 'phone' | 'location' | 'vipUser' | 'hasPassword'
>

/** The profile out of an API body, whether wrapped in `data` or not; missing fields get the
 * values a brand-new account has.
 * @example profileFrom({ data: { email: 'a@b.co', firstName: 'Ann' } }).lastName === '' */
export function profileFrom(body: unknown): Profile {
  const raw = ((body as { data?: unknown })?.data ?? body ?? {}) as Record<string, unknown>
  const text = (value: unknown) => (typeof value === 'string' ? value : '')
  return {
    email: text(raw.email),
    firstName: text(raw.firstName),
    lastName: text(raw.lastName),
    phone: typeof raw.phone === 'string' && raw.phone !== '' ? raw.phone : null,
    location: typeof raw.location === 'string' && raw.location !== '' ? raw.location : null,
    vipUser: raw.vipUser === true,
    hasPassword: raw.hasPassword !== false,
  }
}

/** A session that ended while the page was open sends the user to log in and come back. */
export function leaveIfSignedOut(result: ApiResult<unknown>): boolean {
  if (result.status !== 401) return false
  window.location.assign(loginRedirectPath(window.location.pathname + window.location.search))
  return true
}

export type ProfileLoad =
  { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; profile: Profile }

/** Loads the profile once the island is on screen; personal data never sits in page HTML that
 * a cache could keep. */
export function useProfile(): [ProfileLoad, (profile: Profile) => void] {
  const [load, setLoad] = useState<ProfileLoad>({ state: 'loading' })
  useEffect(() => {
    let live = true
    void callRoute('GET /customer/profile').then((result) => {
      if (!live || leaveIfSignedOut(result)) return
      setLoad(
        result.ok
          ? { state: 'ready', profile: profileFrom(result.data) }
          : { state: 'failed', message: result.message ?? 'An unexpected error occurred' },
      )
    })
    return () => {
      live = false
    }
  }, [])
  return [load, (profile) => setLoad({ state: 'ready', profile })]
}
