/** The user slice of storefront §3/§4 the header and islands read. */
export interface UserState {
  isAuthCheckFinished: boolean
  isAuthenticated: boolean
  username: string | null
  vipUser: boolean
}

export const SIGNED_OUT: UserState = {
  isAuthCheckFinished: true,
  isAuthenticated: false,
  username: null,
  vipUser: false,
}

/** The user state a GET /customer/session body stands for; anything unexpected is signed out.
 * @example userFromSession({ authenticated: true, firstName: 'Ann' }).username === 'Ann' */
export function userFromSession(body: unknown): UserState {
  const session = body as { authenticated?: unknown; firstName?: unknown; vipUser?: unknown }
  if (!session || session.authenticated !== true) return SIGNED_OUT
  return {
    isAuthCheckFinished: true,
    isAuthenticated: true,
    username: typeof session.firstName === 'string' ? session.firstName : null,
    vipUser: session.vipUser === true,
  }
}

/** §4 'Authentication': "the profile check always ends in finished", also when it fails (offline,
 * a 5xx, a body that is not JSON). Plain fetch, not callApi: this ships in the entry bundle. */
export async function loadSession(): Promise<UserState> {
  try {
    const res = await fetch('/api/v1/customer/session', {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    })
    return res.ok ? userFromSession(await res.json()) : SIGNED_OUT
  } catch {
    return SIGNED_OUT
  }
}
