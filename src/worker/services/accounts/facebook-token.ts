import { z } from 'zod'

const DEFAULT_FACEBOOK_GRAPH_URL = 'https://graph.facebook.com'
const FETCH_TIMEOUT_MS = 5000

export interface FacebookTokenOptions {
  appId: string
  appSecret: string
  graphUrl?: string
  /** Late-bound by default so tests can intercept the global fetch. */
  fetch?: typeof fetch
}

/** What sign-in needs from a Facebook user. Facebook returns only a confirmed email, and none at
 * all for a user who signed up with a phone number or declined the email permission. */
export interface FacebookIdentity {
  subject: string
  email: string | null
  firstName: string
  lastName: string
}

/** The token is not a live user token for our app. */
export class InvalidFacebookToken extends Error {
  override name = 'InvalidFacebookToken'
}

const DebugToken = z.object({
  data: z.object({
    is_valid: z.boolean(),
    app_id: z.union([z.string(), z.number()]).transform(String).optional(),
    user_id: z.union([z.string(), z.number()]).transform(String).optional(),
  }),
})

const Me = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  email: z.string().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
})

/** Checks a Facebook user access token with the Graph API: `debug_token` (with our app token)
 * must call it valid and issued to our app — a token issued to another app would otherwise let
 * that app sign its users in here — then `/me` gives the profile. Throws InvalidFacebookToken
 * when refused, and rethrows network errors. */
export async function verifyFacebookAccessToken(
  accessToken: string,
  options: FacebookTokenOptions,
): Promise<FacebookIdentity> {
  const fetcher = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const base = (options.graphUrl || DEFAULT_FACEBOOK_GRAPH_URL).replace(/\/+$/, '')
  const get = async (path: string, params: Record<string, string>) => {
    const res = await fetcher(`${base}${path}?${new URLSearchParams(params)}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    })
    // Graph answers 400 for a malformed or expired token: that is a refusal, not an outage.
    if (res.status >= 500) throw new Error(`Facebook Graph answered ${res.status}`)
    return res.ok ? ((await res.json().catch(() => null)) as unknown) : null
  }

  const debug = DebugToken.safeParse(
    await get('/debug_token', {
      input_token: accessToken,
      access_token: `${options.appId}|${options.appSecret}`,
    }),
  )
  if (!debug.success || !debug.data.data.is_valid) throw new InvalidFacebookToken('not valid')
  if (debug.data.data.app_id !== options.appId) throw new InvalidFacebookToken('other app')

  const me = Me.safeParse(
    await get('/me', { fields: 'id,email,first_name,last_name', access_token: accessToken }),
  )
  if (!me.success) throw new InvalidFacebookToken('no profile')
  if (debug.data.data.user_id && debug.data.data.user_id !== me.data.id) {
    throw new InvalidFacebookToken('user mismatch')
  }
  return {
    subject: me.data.id,
    email: me.data.email?.trim() || null,
    firstName: me.data.first_name ?? '',
    lastName: me.data.last_name ?? '',
  }
}
