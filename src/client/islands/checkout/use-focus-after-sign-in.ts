import { useEffect, useRef } from 'react'
import { focusPayFormIfLost } from './checkout-focus'

/** Once the shopper has signed in at checkout and the page can be edited again (the refetch that
 * follows holds the form disabled, and a disabled field takes no focus), focus moves on to the
 * pay form. */
export function useFocusAfterSignIn(signedIn: boolean, editable: boolean) {
  const pending = useRef(false)
  const was = useRef(signedIn)
  useEffect(() => {
    if (signedIn && !was.current) pending.current = true
    was.current = signedIn
    if (!pending.current || !editable) return
    pending.current = false
    focusPayFormIfLost()
  }, [signedIn, editable])
}
