import { useEffect, useState } from 'react'
import {
  SMARTBANNER_COOKIE,
  SMARTBANNER_COOKIE_MAX_AGE_S,
  shouldShowSmartbanner,
} from '../../../shared/domain/shell/smartbanner'
import * as s from './smartbanner.styles'

export interface SmartbannerProps {
  brandName: string
  pageType: string
  appleHref: string | null
  googleHref: string | null
}

const hasCookie = (name: string) =>
  document.cookie.split(';').some((part) => part.trim().startsWith(`${name}=`))

/** Island 'smartbanner' (storefront §2 'Application shell', §4 'Smartbanner'): a fixed bottom
 * 'open app' pill on the homepage and category pages of iPhone, iPod and Android browsers.
 * Pages are shared-cached per brand, location, skin and bot, not per user agent, so the server
 * renders nothing and the browser decides from navigator.userAgent after hydration. */
export function Smartbanner({ brandName, pageType, appleHref, googleHref }: SmartbannerProps) {
  const [href, setHref] = useState<string | null>(null)

  useEffect(() => {
    const userAgent = navigator.userAgent
    if (!shouldShowSmartbanner({ pageType, userAgent, dismissed: hasCookie(SMARTBANNER_COOKIE) }))
      return
    setHref(/Android/i.test(userAgent) ? googleHref : appleHref)
  }, [pageType, appleHref, googleHref])

  if (!href) return null
  const dismiss = () => {
    // §9 'Smartbanner cookie 2 days'.
    document.cookie = `${SMARTBANNER_COOKIE}=1; max-age=${SMARTBANNER_COOKIE_MAX_AGE_S}; path=/; samesite=lax`
    setHref(null)
  }
  return (
    <aside className={s.banner} aria-label={`${brandName} app`} data-testid="smartbanner">
      <a href={href} className={s.open} rel="noopener">
        Open the {brandName} app
      </a>
      <button type="button" className={s.close} aria-label="Close app banner" onClick={dismiss}>
        ×
      </button>
    </aside>
  )
}
