import { Hono, type Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { csrf } from 'hono/csrf'
import { z } from 'zod'
import { CUSTOMER_TOKEN_COOKIES } from '../../../shared/config/cookies'
import type { AppEnv } from '../../env'
import { DomainError } from '../../errors'
import { AccountService } from '../../services/accounts/account-service'
import { describeIssues } from './valid-query'

// §5: required fields, a valid email, a password of at least 6 characters that matches.
const Register = z
  .object({
    email: z.email('Please enter a valid email'),
    password: z.string().min(6, 'Password must be at least 6 characters').max(200),
    confirmPassword: z.string(),
    firstName: z.string().trim().min(1, 'Required field').max(100),
  })
  .refine((b) => b.password === b.confirmPassword, {
    message: 'Passwords must match',
    path: ['confirmPassword'],
  })

const Login = z.object({
  loginRequest: z.object({
    j_username: z.string().trim().min(1, 'Required field').max(320),
    j_password: z.string().min(1, 'Required field').max(200),
  }),
  rememberMe: z.boolean().optional(),
})

async function bodyOf<T extends z.ZodType>(c: Context<AppEnv>, schema: T): Promise<z.infer<T>> {
  let json: unknown
  try {
    json = await c.req.json()
  } catch {
    throw new DomainError('INVALID', 'The body must be a JSON object')
  }
  const parsed = schema.safeParse(json)
  if (!parsed.success) throw new DomainError('INVALID', describeIssues(parsed.error))
  return parsed.data
}

const isHttps = (c: Context<AppEnv>) => new URL(c.req.url).protocol === 'https:'

/** `__Host-ct` needs Secure, so plain-http local development falls back to `ct`. */
const tokenCookieName = (c: Context<AppEnv>) => CUSTOMER_TOKEN_COOKIES[isHttps(c) ? 0 : 1]

const tokenOf = (c: Context<AppEnv>) =>
  CUSTOMER_TOKEN_COOKIES.map((name) => getCookie(c, name)).find(Boolean) ?? ''

function clearTokenCookies(c: Context<AppEnv>) {
  for (const name of CUSTOMER_TOKEN_COOKIES) {
    if (getCookie(c, name)) deleteCookie(c, name, { path: '/', secure: name === '__Host-ct' })
  }
}

/** §7 'Account': register, login, logout, profile and the session pre-step. Every state
 * change must come from the storefront's own origin (CSRF). */
export const accounts = new Hono<AppEnv>()

accounts.use('/customer/*', csrf())
accounts.use('/customer/*', async function noStore(c, next) {
  await next()
  c.header('cache-control', 'private, no-store')
})

// Known and unknown emails get the same 202, so registration reveals nobody's account.
accounts.post('/customer/register', async (c) => {
  const body = await bodyOf(c, Register)
  const service = new AccountService(c.env.DB)
  await service.register({ ...body, brand: c.get('brand').id })
  return c.json({ status: 'CHECK_EMAIL', message: 'Check your email' }, 202)
})

accounts.post('/customer/login', async (c) => {
  const body = await bodyOf(c, Login)
  const service = new AccountService(c.env.DB)
  const previous = tokenOf(c)
  const session = await service.login({
    email: body.loginRequest.j_username,
    password: body.loginRequest.j_password,
    rememberMe: body.rememberMe ?? false,
    ip: c.get('clientIp') ?? '',
    userAgent: c.req.header('user-agent') ?? null,
  })
  // A new token on every login; the one the request carried stops working (rotation).
  if (previous) await service.logout(previous)
  clearTokenCookies(c)
  setCookie(c, tokenCookieName(c), session.token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(c),
    path: '/',
    // Remembered: a persistent cookie for the session's life (§9, 1 year); else a browser one.
    ...(session.rememberMe
      ? { maxAge: Math.floor((session.expiresAt.getTime() - Date.now()) / 1000) }
      : {}),
  })
  return c.json({ data: { authenticated: true } })
})

accounts.post('/customer/logout', async (c) => {
  const token = tokenOf(c)
  if (token) await new AccountService(c.env.DB).logout(token)
  clearTokenCookies(c)
  return c.body(null, 204)
})

accounts.get('/customer/profile', async (c) => {
  const user = await new AccountService(c.env.DB).userForToken(tokenOf(c))
  if (!user) throw new DomainError('UNAUTHORISED', 'Please log in')
  return c.json({ email: user.email, firstName: user.firstName, lastName: user.lastName })
})

accounts.get('/customer/session', async (c) => {
  const user = await new AccountService(c.env.DB).userForToken(tokenOf(c))
  return c.json({ authenticated: Boolean(user), firstName: user?.firstName ?? null })
})
