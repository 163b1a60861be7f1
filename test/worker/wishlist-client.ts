import { env, SELF } from 'cloudflare:test'
import { ORIGIN, register } from './account-client'
import { clock } from './clock'

// Helpers for the wishlist worker tests: a tiny cookie jar, so a test reads like a browser.

export class Jar {
  private readonly cookies = new Map<string, string>()

  take(res: Response): Response {
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';')
      const [name = '', value = ''] = pair.trim().split(/=(.*)/s)
      const expired = attributes.some((a) => /max-age=0\b/i.test(a.trim()))
      if (expired || value === '') this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    return res
  }

  get(name: string) {
    return this.cookies.get(name)
  }

  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }
}

export async function call(jar: Jar, method: string, path: string, body?: unknown) {
  const res = await SELF.fetch(`${ORIGIN}/api/v1${path}`, {
    method,
    headers: {
      origin: ORIGIN,
      'cf-connecting-ip': '198.51.100.31',
      cookie: jar.header(),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return jar.take(res)
}

let customers = 0

/** A registered customer signed in on `jar` (which may already hold an anonymous wishlist). */
export async function signIn(jar: Jar, email = `wish-${++customers}-${clock.ms()}@example.com`) {
  await register(email, 'secret123', 'Wendy', '198.51.100.32')
  const res = await call(jar, 'POST', '/customer/login', {
    loginRequest: { j_username: email, j_password: 'secret123' },
  })
  if (res.status !== 200) throw new Error(`login failed ${res.status}`)
  const user = await env.DB.prepare('SELECT id FROM users WHERE email = ?')
    .bind(email)
    .first<{ id: number }>()
  return { email, userId: user!.id }
}

/** UK deals a London visitor can see now, best first. */
export async function liveUkDeals(limit: number): Promise<number[]> {
  const now = clock.now().toISOString()
  const { results } = await env.DB.prepare(
    `SELECT d.id FROM deals d
     WHERE d.country_code = 'gb' AND d.brand IS NULL AND d.open = 1 AND d.vip_only = 0
       AND d.opens_at <= ? AND d.closing_date > ?
     ORDER BY d.sort_score DESC, d.id LIMIT ?`,
  )
    .bind(now, new Date(clock.ms() + 30 * 86_400_000).toISOString(), limit)
    .all<{ id: number }>()
  return results.map((row) => row.id)
}
