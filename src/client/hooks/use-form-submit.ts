import { useCallback, useState } from 'react'
import { UNEXPECTED_MESSAGE, type ApiResult } from '../api/account-api'

/** The back office's words for a refusal that came without a message of its own. */
export const SOMETHING_WENT_WRONG = 'Something went wrong'

export interface SubmitOptions<T, F> {
  /** Shown when the API answers without a message of its own. */
  fallback?: string
  /** The failure to show for an answer that is not ok; by default the API's own message from
   * `{ error: { code, message } }` (callApi has read it already), else `fallback`. */
  failureOf?: (result: ApiResult<T>) => F | null
  /** True when the page is being left (a redirect after success, the sign-in page after a 401):
   * the form stays busy, so its button cannot be pressed again and shows nothing new. */
  leaving?: (result: ApiResult<T>) => boolean
}

export interface SubmitSetters<S, F> {
  setBusy: (busy: boolean) => void
  setFailure: (failure: F | null) => void
  setSuccess: (success: S | null) => void
}

/** One submission: the last outcome is cleared and the form is busy while `call` runs; then the
 * failure is shown, or nothing when the page is being left. Kept apart from React so it can be
 * tested without a DOM.
 * @example await submitOnce(() => callApi('POST', '/x'), setters) // the ApiResult */
export async function submitOnce<T, S, F>(
  call: () => Promise<ApiResult<T>>,
  setters: SubmitSetters<S, F>,
  options: SubmitOptions<T, F> = {},
): Promise<ApiResult<T>> {
  setters.setBusy(true)
  setters.setFailure(null)
  setters.setSuccess(null)
  const result = await call()
  if (options.leaving?.(result)) return result
  setters.setBusy(false)
  if (!result.ok) {
    const failure = options.failureOf
      ? options.failureOf(result)
      : ((result.message ?? options.fallback ?? UNEXPECTED_MESSAGE) as F)
    setters.setFailure(failure)
  }
  return result
}

/** The state an island form keeps around its API call. Prefer React 19's `useActionState` for a
 * form whose press leads to one outcome value (errors, refusal, done): it holds that value and
 * its pending is the busy state (sign-in: islands/auth/auth-login-form.tsx; password change:
 * islands/account/account-password-form.tsx). Start it from onSubmit with startTransition, not
 * `<form action={fn}>`: React's `javascript:` placeholder action trips the page's CSP when a
 * press leads to a new page, and React resets the form after the action. Keep this hook where
 * the form's state lives outside it (checkout's sections, whose edit shows UPDATING at once:
 * inside an action that update would wait for the action's end) or a press sets more than one
 * thing. It keeps: busy while the request is out (the button is disabled so a double press
 * cannot send it twice), the failure to show in the form's alert, and the success to show in its
 * status. `run` sends one submission; the caller reads
 * the returned result for what happens next (a success message, a redirect).
 * `S` is what a success shows (a message by default), `F` what a failure shows. */
export function useFormSubmit<S = string, F = string>() {
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<F | null>(null)
  const [success, setSuccess] = useState<S | null>(null)
  const run = useCallback(
    <T>(call: () => Promise<ApiResult<T>>, options?: SubmitOptions<T, F>) =>
      submitOnce(call, { setBusy, setFailure, setSuccess }, options),
    [],
  )
  return { busy, setBusy, failure, setFailure, success, setSuccess, run }
}
