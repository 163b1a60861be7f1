/** What every account call answers: the JSON body on success, the API's own message otherwise.
 * `status` 0 means the request never got an answer (offline, aborted). */
export interface ApiResult<T> {
  ok: boolean
  status: number
  data: T | null
  message: string | null
}

export const OFFLINE_MESSAGE =
  'We could not reach the server. Please check your connection and try again.'
export const UNEXPECTED_MESSAGE = 'An unexpected error occurred'
const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.'

const errorMessageOf = (body: unknown): string | null => {
  const error = (body as { error?: { message?: unknown } } | null)?.error
  return typeof error?.message === 'string' && error.message !== '' ? error.message : null
}

/** One JSON call to /api/v1. Same-origin fetch sends the Origin the CSRF check needs and the
 * HttpOnly session cookie; nothing here ever logs the body (passwords). */
export async function callApi<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
  signal?: AbortSignal,
): Promise<ApiResult<T>> {
  let res: Response
  try {
    res = await fetch(`/api/v1${path}`, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    })
  } catch {
    return { ok: false, status: 0, data: null, message: OFFLINE_MESSAGE }
  }
  const json: unknown = res.status === 204 ? null : await res.json().catch(() => null)
  if (res.ok) return { ok: true, status: res.status, data: json as T, message: null }
  const fallback = res.status === 429 ? RATE_LIMITED_MESSAGE : UNEXPECTED_MESSAGE
  return { ok: false, status: res.status, data: null, message: errorMessageOf(json) ?? fallback }
}
