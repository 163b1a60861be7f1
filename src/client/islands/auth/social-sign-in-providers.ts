/** The slice of Google Identity Services (https://accounts.google.com/gsi/client) we call. */
interface GoogleIdentityServices {
  initialize(config: {
    client_id: string
    callback: (response: { credential?: string }) => void
    auto_select?: boolean
    cancel_on_tap_outside?: boolean
    context?: 'signin' | 'signup' | 'use'
    use_fedcm_for_prompt?: boolean
    itp_support?: boolean
  }): void
  renderButton(parent: HTMLElement, options: Record<string, string | number>): void
  prompt(): void
  cancel(): void
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentityServices } }
  }
}

const GSI_SRC = 'https://accounts.google.com/gsi/client'
let gsiLoading: Promise<GoogleIdentityServices> | null = null

/** Loads Google's script once per page, and only when asked: no third-party script runs for a
 * shopper who is signed in or on a brand without Google sign-in. */
export function loadGoogleIdentityServices(): Promise<GoogleIdentityServices> {
  gsiLoading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = GSI_SRC
    script.async = true
    script.onload = () => {
      const id = window.google?.accounts?.id
      if (id) resolve(id)
      else reject(new Error('Google Identity Services missing'))
    }
    script.onerror = () => {
      gsiLoading = null
      reject(new Error('Google Identity Services failed to load'))
    }
    document.head.appendChild(script)
  })
  return gsiLoading
}

const FACEBOOK_STATE_KEY = 'facebook-login-state'

interface FacebookState {
  state?: string
  redirect?: string
}

function parseStored(stored: string | null): FacebookState | null {
  try {
    return stored ? (JSON.parse(stored) as FacebookState) : null
  } catch {
    return null
  }
}

/** Facebook Login's redirect flow (no SDK script): Facebook sends the browser back here with the
 * access token in the URL fragment, which never reaches a server log. `state` ties the answer
 * to this browser's own request, so nobody can sign a shopper into someone else's account. */
export function startFacebookLogin(appId: string, redirect: string) {
  const state = crypto.randomUUID()
  sessionStorage.setItem(FACEBOOK_STATE_KEY, JSON.stringify({ state, redirect }))
  const url = new URL('https://www.facebook.com/dialog/oauth')
  url.search = new URLSearchParams({
    client_id: appId,
    redirect_uri: `${location.origin}${location.pathname}`,
    response_type: 'token',
    scope: 'email',
    state,
  }).toString()
  location.assign(url.toString())
}

/** The access token Facebook returned to this page, if it answers our own request; the
 * fragment is wiped from the address bar and history either way. */
export function takeFacebookReturn(): { accessToken: string; redirect: string } | null {
  if (!location.hash.includes('state=')) return null
  const params = new URLSearchParams(location.hash.slice(1))
  history.replaceState(history.state, '', `${location.pathname}${location.search}`)
  const stored = sessionStorage.getItem(FACEBOOK_STATE_KEY)
  sessionStorage.removeItem(FACEBOOK_STATE_KEY)
  const expected = parseStored(stored)
  const accessToken = params.get('access_token')
  if (!accessToken || !expected?.state || params.get('state') !== expected.state) return null
  return { accessToken, redirect: expected.redirect ?? '' }
}
