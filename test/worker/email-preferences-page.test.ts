import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'

const ORIGIN = 'http://localhost'
const page = (path: string) => SELF.fetch(`${ORIGIN}${path}`, { redirect: 'manual' })

const api = (method: string, path: string, body?: unknown) =>
  SELF.fetch(`${ORIGIN}/api/v1${path}`, {
    method,
    headers: {
      origin: ORIGIN,
      'cf-connecting-ip': '203.0.113.92',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })

const outboxCount = async (email: string) =>
  (await env.DB.prepare('SELECT COUNT(*) AS n FROM email_outbox WHERE to_address = ?')
    .bind(email)
    .first<{ n: number }>())!.n

/** Subscribes the address and returns the token its confirmation email carries. */
async function tokenFor(email: string) {
  const res = await SELF.fetch(`${ORIGIN}/api/v1/subscriptions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: ORIGIN,
      'cf-connecting-ip': '203.0.113.91',
    },
    body: JSON.stringify({ email, location: 'london' }),
  })
  expect(res.status).toBe(201)
  const mail = await env.DB.prepare(
    'SELECT text_body AS text FROM email_outbox WHERE to_address = ? ORDER BY id DESC LIMIT 1',
  )
    .bind(email)
    .first<{ text: string }>()
  const link = /\/email-preferences\?token=([\w-]+)/.exec(mail?.text ?? '')
  expect(link).not.toBeNull()
  return link![1]!
}

const islandProps = (html: string) => {
  const json =
    /<script type="application\/json" data-island-props="email-preferences-form">(.*?)<\/script>/s.exec(
      html,
    )?.[1]
  return json ? (JSON.parse(json) as Record<string, unknown>) : null
}

describe('email preferences page', () => {
  it('serves the link from the email to anyone, private, unindexed and never page-cached', async () => {
    const token = await tokenFor('prefs-ann@example.com')
    for (let visit = 0; visit < 2; visit++) {
      const res = await page(`/email-preferences?token=${token}`)
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toBe('private, no-store')
      expect(res.headers.get('x-page-cache')).toBeNull()
      const html = await res.text()
      expect(html).toContain('NOINDEX, NOFOLLOW')
      expect(html).toContain('data-island="email-preferences-form"')
      expect(html).not.toContain('data-island="sign-up-lightbox"')
    }
  })

  it('hands the island the token once and nothing personal', async () => {
    const token = await tokenFor('prefs-bea@example.com')
    const html = await (await page(`/email-preferences?token=${token}`)).text()
    expect(html.split(token)).toHaveLength(2)
    expect(html).not.toContain('prefs-bea')
    const props = islandProps(html)
    expect(Object.keys(props ?? {}).sort()).toEqual(['locations', 'token'])
    expect(props?.token).toBe(token)
    const locations = props?.locations as { shortName: string; name: string }[]
    expect(locations.length).toBeGreaterThan(0)
    for (const location of locations)
      expect(Object.keys(location).sort()).toEqual(['name', 'shortName'])
    // The canonical link drops the query: the token stays out of every URL the page names.
    expect(html).toMatch(/<link rel="canonical" href="[^"?]*\/email-preferences"/)
  })

  it('says the unsubscribe token is missing, and points to the account', async () => {
    const res = await page('/email-preferences')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    const html = await res.text()
    expect(html).toContain('Unsubscribe token missing')
    expect(html).toContain('href="/myaccount/subscriptions"')
    expect(html).not.toContain('data-island="email-preferences-form"')
  })

  it('answers a token that cannot be ours without echoing it', async () => {
    const html = await (await page('/email-preferences?token=%3Cscript%3Ebad')).text()
    expect(html).toContain('Email wasn&#x27;t registered')
    expect(html).not.toContain('<script>bad')
    expect(html).not.toContain('data-island="email-preferences-form"')
  })

  it('has no pages below it', async () => {
    expect((await page('/email-preferences/more')).status).toBe(404)
  })

  // The island's calls: the token API for how often, the subscribe call for the location and for
  // subscribing again (the token API keeps no location).
  it("saves a new location and frequency, unsubscribes and subscribes again by the form's calls", async () => {
    const email = 'prefs-cat@example.com'
    const token = await tokenFor(email)
    const mails = await outboxCount(email)
    const prefs = `/subscriptions/preferences?${new URLSearchParams({ token })}`

    const put = await api('PUT', '/subscriptions/preferences', {
      token,
      preferences: { frequency: 'weekly' },
    })
    expect(put.status).toBe(200)
    expect((await api('POST', '/subscriptions', { email, location: 'leeds' })).status).toBe(201)
    const saved = (await (await api('GET', prefs)).json()) as { data: Record<string, unknown> }
    expect(saved.data).toMatchObject({
      location: 'leeds',
      status: 'SUBSCRIBED',
      preferences: { frequency: 'weekly' },
    })
    // Moving an address already subscribed sends no second confirmation.
    expect(await outboxCount(email)).toBe(mails)

    expect((await api('POST', '/subscriptions/unsubscribe', { token })).status).toBe(200)
    const off = (await (await api('GET', prefs)).json()) as { data: Record<string, unknown> }
    expect(off.data.status).toBe('UNSUBSCRIBED')

    expect((await api('POST', '/subscriptions', { email, location: 'leeds' })).status).toBe(201)
    const again = (await (await api('GET', prefs)).json()) as { data: Record<string, unknown> }
    expect(again.data).toMatchObject({ status: 'SUBSCRIBED', preferences: { frequency: 'weekly' } })
  })
})
