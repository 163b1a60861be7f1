import { useEffect, useRef, useState, type RefObject } from 'react'
import type { ApiResult } from '../../api/account-api'
import { useFormSubmit } from '../../hooks/use-form-submit'
import { isSafeRelativePath } from '../../../shared/domain/account/post-login-redirect'
import { type SignInResult, signInWithFacebook, signInWithGoogle } from './social-sign-in-api'
import {
  loadGoogleIdentityServices,
  startFacebookLogin,
  takeFacebookReturn,
} from './social-sign-in-providers'
import { alert, consent, facebookButton, googleSlot, panel } from './social-sign-in.styles'

export interface SocialSignInProps {
  /** The OAuth client id; without it there is no Google button, one-tap or Google script. */
  googleClientId?: string
  /** Without it there is no Facebook button. */
  facebookAppId?: string
  signedIn: boolean
  /** Where to go once signed in: a same-site path; anything else reloads the page. */
  redirect?: string
  /** Offer Google one-tap as well as the button (storefront §4: the widget loads conditionally). */
  oneTap?: boolean
}

/** Where to send the browser after a sign-in. */
function finish(redirect: string | undefined) {
  if (isSafeRelativePath(redirect)) location.assign(redirect)
  else location.reload()
}

/** A provider sign-in as the answer useFormSubmit reads: its refusal is the message shown. */
async function asApiResult(call: Promise<SignInResult>): Promise<ApiResult<SignInResult>> {
  const result = await call
  return { ok: result.ok, status: 0, data: result, message: result.ok ? null : result.message }
}

/** Google's button (and one-tap when asked) in `googleRef`, once its script loads; a credential
 * from it is handed to `signIn`. */
function useGoogleSignIn(
  googleRef: RefObject<HTMLDivElement | null>,
  { googleClientId, signedIn, redirect, oneTap }: Omit<SocialSignInProps, 'facebookAppId'>,
  signIn: (call: () => Promise<SignInResult>, to: string | undefined) => Promise<void>,
) {
  useEffect(() => {
    if (signedIn || !googleClientId) return
    let cancelled = false
    loadGoogleIdentityServices()
      .then((gsi) => {
        if (cancelled || !googleRef.current) return
        gsi.initialize({
          client_id: googleClientId,
          callback: ({ credential }) => {
            if (!credential) return
            void signIn(() => signInWithGoogle(credential), redirect)
          },
          auto_select: false,
          cancel_on_tap_outside: true,
          context: 'signin',
          use_fedcm_for_prompt: true,
          itp_support: true,
        })
        gsi.renderButton(googleRef.current, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'signin_with',
          shape: 'pill',
          width: 320,
        })
        if (oneTap) gsi.prompt()
      })
      // Blocked or offline: the other ways to sign in are still on the page.
      .catch(() => undefined)
    return () => {
      cancelled = true
      window.google?.accounts?.id?.cancel()
    }
  }, [signedIn, googleClientId, redirect, oneTap])
}

/** Island 'social-sign-in': 'Sign in with Google' (button and optional one-tap) and 'Continue
 * with Facebook' (transactions §7). Renders nothing for a signed-in shopper, and loads Google's
 * script only when a client id is given. */
export function SocialSignIn({
  googleClientId,
  facebookAppId,
  signedIn,
  redirect,
  oneTap = false,
}: SocialSignInProps) {
  const googleRef = useRef<HTMLDivElement>(null)
  const { busy, failure, run } = useFormSubmit()
  // The page is left only after busy clears, as before: a sign-in is not `leaving`.
  const signIn = async (call: () => Promise<SignInResult>, to: string | undefined) => {
    const result = await run(() => asApiResult(call()))
    if (result.ok) finish(to)
  }
  const [enhanced, setEnhanced] = useState(false)

  useEffect(() => {
    setEnhanced(true)
    if (signedIn || !facebookAppId) return
    const back = takeFacebookReturn()
    if (!back) return
    void signIn(() => signInWithFacebook(back.accessToken), back.redirect || redirect)
  }, [signedIn, facebookAppId, redirect])

  useGoogleSignIn(googleRef, { googleClientId, signedIn, redirect, oneTap }, signIn)

  if (signedIn || (!googleClientId && !facebookAppId)) return null
  return (
    <div className={panel} data-testid="social-sign-in" aria-busy={busy}>
      {googleClientId ? (
        <div className={googleSlot} ref={googleRef} aria-label="Sign in with Google" />
      ) : null}
      {facebookAppId ? (
        <button
          type="button"
          className={facebookButton}
          disabled={!enhanced || busy}
          onClick={() => startFacebookLogin(facebookAppId, redirect ?? '')}
        >
          Continue with Facebook
        </button>
      ) : null}
      <p className={consent}>
        By continuing with Google or Facebook you agree to receive our daily deals emails. You can
        unsubscribe at any time.
      </p>
      <p className={alert} role="alert" aria-live="assertive">
        {failure ?? ''}
      </p>
    </div>
  )
}
