import { Hono } from 'hono'
import { csrf } from 'hono/csrf'
import { z } from 'zod'
import type { AppEnv } from '../../env'
import { AccountService } from '../../services/accounts/account-service'
import {
  clearTokenCookies,
  requireUser,
  setSessionCookie,
  tokenOf,
  currentUser,
} from './customer-session'
import { bodyOf } from './json-body'

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
  setSessionCookie(c, session)
  return c.json({ data: { authenticated: true } })
})

accounts.post('/customer/logout', async (c) => {
  const token = tokenOf(c)
  if (token) await new AccountService(c.env.DB).logout(token)
  clearTokenCookies(c)
  return c.body(null, 204)
})

accounts.get('/customer/profile', async (c) => {
  const user = await requireUser(c)
  return c.json({ email: user.email, firstName: user.firstName, lastName: user.lastName })
})

accounts.get('/customer/session', async (c) => {
  const user = await currentUser(c)
  return c.json({ authenticated: Boolean(user), firstName: user?.firstName ?? null })
})
