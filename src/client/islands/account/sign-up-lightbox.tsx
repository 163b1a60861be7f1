import { lazy, Suspense, useEffect, useState } from 'react'
import { SIGNUP_LIGHTBOX_COOKIE, SIGNUP_LIGHTBOX_DAYS } from '../../../shared/config/cookies'
import { readCookie, writeCookie } from '../../api/browser-cookies'
import { useAtomValue } from '../../state/jotai'
import { pageStateAtom } from '../../state/page-state'
import { useUser } from '../../api/session-check'
import { hasScrolledHalf, LIGHTBOX_DELAY_MS, shouldOfferLightbox } from './account-lightbox-rules'

const AccountLightboxDialog = lazy(() =>
  import('./account-lightbox-dialog').then((m) => ({ default: m.AccountLightboxDialog })),
)

type Step = 'waiting' | 'open' | 'closed'

/** Island 'sign-up-lightbox' (storefront §2 'Application shell': "A sign-up lightbox modal
 * appears for logged-out visitors"). Once the session check says signed out, and at most once in
 * 30 days (a cookie), it opens after 10 s on the page or when half the page has been scrolled.
 * This part only watches for that moment and ships in the entry; the dialog (subscribe form, then
 * the new-user modal) is its own chunk, fetched when it opens, so it never competes with the
 * page's own islands while they load. */
export function SignUpLightbox() {
  const user = useUser()
  const page = useAtomValue(pageStateAtom)
  const [step, setStep] = useState<Step>('waiting')
  const waiting = step === 'waiting'
  const { isAuthCheckFinished, isAuthenticated } = user

  useEffect(() => {
    // The cookie is read here, not in render: the server renders this island too. An automated
    // browser (navigator.webdriver) is no one to sign up; skipping it also keeps a modal from
    // covering what browser tests click.
    const seen = readCookie(SIGNUP_LIGHTBOX_COOKIE) !== null || navigator.webdriver
    if (!waiting || !shouldOfferLightbox({ isAuthCheckFinished, isAuthenticated, seen })) return
    const open = () => {
      writeCookie(SIGNUP_LIGHTBOX_COOKIE, '1', SIGNUP_LIGHTBOX_DAYS * 86_400)
      setStep('open')
    }
    const timer = setTimeout(open, LIGHTBOX_DELAY_MS)
    const onScroll = () => {
      const { scrollY, innerHeight } = window
      const pageHeight = document.documentElement.scrollHeight
      if (hasScrolledHalf({ scrollY, viewportHeight: innerHeight, pageHeight })) open()
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      clearTimeout(timer)
      window.removeEventListener('scroll', onScroll)
    }
  }, [waiting, isAuthCheckFinished, isAuthenticated])

  if (step !== 'open' || !page) return null
  return (
    <Suspense fallback={null}>
      <AccountLightboxDialog
        locationShortName={page.locationShortName}
        locationName={page.locationName}
        onClose={() => setStep('closed')}
      />
    </Suspense>
  )
}
