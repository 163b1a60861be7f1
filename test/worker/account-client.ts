import { env, SELF } from 'cloudflare:test'
import { expect } from 'vitest'

// Helpers for the account worker tests: JSON requests from the storefront's own origin, and the
// outbox read straight from D1.
export const ORIGIN = 'http://localhost'

export const send = (
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) =>
  SELF.fetch(`${ORIGIN}/api/v1${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      origin: ORIGIN,
      'cf-connecting-ip': '198.51.100.1',
      ...headers,
    },
    body: JSON.stringify(body),
  })

export const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  send('POST', path, body, headers)

export const tokenCookie = (res: Response) => (res.headers.get('set-cookie') ?? '').split(';')[0]!

export const register = (email: string, password: string, firstName = 'Ann', ip?: string) =>
  post(
    '/customer/register',
    { requestRegistration: { email, password, confirmPassword: password, firstName } },
    ip ? { 'cf-connecting-ip': ip } : {},
  )

export const login = (email: string, password: string, ip: string) =>
  post(
    '/customer/login',
    { loginRequest: { j_username: email, j_password: password } },
    { 'cf-connecting-ip': ip },
  )

export const isSignedIn = async (cookie: string) =>
  (await SELF.fetch(`${ORIGIN}/api/v1/customer/profile`, { headers: { cookie } })).status === 200

/** The newest outbox message to `to`, or null. */
export const newestMail = (to: string) =>
  env.DB.prepare(
    `SELECT kind, subject, text_body AS text, html_body AS html FROM email_outbox
     WHERE to_address = ? ORDER BY id DESC LIMIT 1`,
  )
    .bind(to)
    .first<{ kind: string; subject: string; text: string; html: string }>()

/** The token of the newest reset or activation link mailed to `to`. */
export async function mailedToken(to: string): Promise<{ page: string; token: string }> {
  const mail = await newestMail(to)
  const match = /https?:\/\/[^/\s]+(\/[a-z-]+)\?token=([\w%-]+)/.exec(mail?.text ?? '')
  if (!match) throw new Error(`no link mailed to ${to}`)
  return { page: match[1]!, token: decodeURIComponent(match[2]!) }
}

/** Registers `email` with a password and signs in from `ip`: the session cookie and user id. */
export async function signIn(email: string, ip: string) {
  expect((await register(email, 'secret123', 'Ann', ip)).status).toBe(202)
  const cookie = tokenCookie(await login(email, 'secret123', ip))
  const user = await env.DB.prepare('SELECT id FROM users WHERE email = ?')
    .bind(email)
    .first<{ id: number }>()
  return { cookie, id: user!.id }
}
