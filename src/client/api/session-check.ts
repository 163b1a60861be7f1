import { preloadRead, setRead, useRead } from './swr'

/** The user slice of storefront §3/§4 the header and islands read. */
export interface UserState {
  isAuthCheckFinished: boolean
  isAuthenticated: boolean
  username: string | null
  vipUser: boolean
}

/** Before the session read is in (and in the server's HTML, which the page cache shares). */
const CHECKING: UserState = {
  isAuthCheckFinished: false,
  isAuthenticated: false,
  username: null,
  vipUser: false,
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
 * a 5xx, a body that is not JSON). Raw fetch, not callRoute: this ships in the entry bundle, and
 * callRoute would put its transport (~0.5 KB gz) on every anonymous page, over the JS budget. */
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

/** The SWR key of the visitor's session: every island that shows who is signed in reads it, so
 * the page asks GET /customer/session once. */
const SESSION_KEY = '/api/v1/customer/session'

/** Starts the page's one session read at load (§4: the check runs on every page, also one whose
 * islands never ask for the user). */
export const startSessionCheck = () => preloadRead(SESSION_KEY, loadSession)

/** The signed-in user as an island sees it: 'checking' until the session read is in. While an
 * island hydrates SWR hands it the value from before that read, so its markup still matches the
 * server's (the VIP marker and the account menu depend on it) and the answer follows at once.
 * @example const { vipUser } = useUser() */
export function useUser(): UserState {
  return useRead(SESSION_KEY, loadSession).data ?? CHECKING
}

/** After a login, logout or profile change: every island reading the session shows `next`. */
export function setUser(next: UserState | ((was: UserState) => UserState)): void {
  void setRead<UserState>(
    SESSION_KEY,
    typeof next === 'function' ? (was) => next(was ?? CHECKING) : next,
  )
}
