import { SELF } from 'cloudflare:test'
import fc from 'fast-check'
import { AdminImageUploadResponse } from '../../../src/shared/schemas/admin-deal'
import type { FuzzFixtures } from './contract'
import type { FuzzFailure, FuzzReport } from './runner'
import type { StaffIds } from './staff-setup'

// The deal picture upload takes a multipart body, which the JSON runner cannot make: this sends
// real PNGs, clean and active SVGs, random bytes, oversized and malformed bodies, the wrong
// people and another origin, and checks the fuzzer's three rules plus the upload's own: nothing
// but a PNG or a clean SVG is ever stored, and what is stored is served with its type and
// nosniff.

const ORIGIN = 'http://localhost'
const UPLOAD = 'POST /admin/deals/:id/images'
const SERVE = 'GET /deal-images/:dealId/:position'

const utf8 = (s: string) => new TextEncoder().encode(s)
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

/** The smallest file the sniffer takes for a PNG: signature, IHDR first, IEND last. */
export const TINY_PNG = pngWith(new Uint8Array())

function pngWith(padding: Uint8Array): Uint8Array {
  return new Uint8Array([
    ...PNG_SIGNATURE,
    ...[0, 0, 0, 13],
    ...utf8('IHDR'),
    ...[0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0],
    ...[0, 0, 0, 0],
    ...padding,
    ...[0, 0, 0, 0],
    ...utf8('IEND'),
    ...[0xae, 0x42, 0x60, 0x82],
  ])
}

const CLEAN_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#c00"/></svg>'
const ACTIVE_SVGS = [
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><iframe src="//evil.example"/></foreignObject></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><text>x</text></a></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://evil.example/x.png"/></svg>',
  '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg>&x;</svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><style>@import url(//evil.example/a.css)</style></svg>',
  '<?xml-stylesheet href="//evil.example/a.css"?><svg xmlns="http://www.w3.org/2000/svg"></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><x:script xmlns:x="http://www.w3.org/2000/svg">alert(1)</x:script></svg>',
]

export function imageForm(file: Uint8Array | string | null, alt: string | null, name = 'f.png') {
  const form = new FormData()
  if (file !== null) form.set('file', new File([file as BlobPart], name))
  if (alt !== null) form.set('alt', alt)
  return form
}

export const upload = (dealId: number | string, body: FormData, cookie: string) =>
  SELF.fetch(`${ORIGIN}/api/v1/admin/deals/${dealId}/images`, {
    method: 'POST',
    headers: { cookie, origin: ORIGIN, 'cf-connecting-ip': '203.0.113.90' },
    body,
  })

interface Case {
  kind: string
  /** Whether a 2xx is allowed at all: only a PNG or a clean SVG, by an admin, to a real deal. */
  mayStore: boolean
  request: () => { dealId: string; body: BodyInit; headers: Record<string, string> }
}

function cases(fixtures: FuzzFixtures, dealId: string): fc.Arbitrary<Case> {
  const admin = fixtures.admin.cookie
  const multipart = (file: Uint8Array | string | null, alt: string | null, cookie = admin) => ({
    dealId,
    body: imageForm(file, alt) as BodyInit,
    headers: { cookie, origin: ORIGIN },
  })
  const alt = fc.string({ minLength: 1, maxLength: 300 })
  const simple = (kind: string, mayStore: boolean, request: Case['request']) =>
    fc.constant<Case>({ kind, mayStore, request })
  return fc.oneof(
    alt.map((a) => ({ kind: 'png', mayStore: true, request: () => multipart(TINY_PNG, a) })),
    fc.uint8Array({ minLength: 0, maxLength: 60_000 }).map((pad) => ({
      kind: 'png-padded',
      mayStore: true,
      request: () => multipart(pngWith(pad), 'Padded'),
    })),
    simple('svg-clean', true, () => multipart(CLEAN_SVG, 'Clean')),
    fc.constantFrom(...ACTIVE_SVGS).map((svg) => ({
      kind: 'svg-active',
      mayStore: false,
      request: () => multipart(svg, 'Active'),
    })),
    fc.uint8Array({ maxLength: 4096 }).map((bytes) => ({
      kind: 'random-bytes',
      mayStore: false,
      request: () => multipart(bytes, 'Random'),
    })),
    fc.uint8Array({ maxLength: 256 }).map((bytes) => ({
      kind: 'png-header-junk',
      mayStore: false,
      request: () => multipart(new Uint8Array([...PNG_SIGNATURE, ...bytes]), 'Junk'),
    })),
    simple('oversized', false, () => multipart(new Uint8Array(2_000_000).fill(0x41), 'Big')),
    simple('no-file', false, () => multipart(null, 'No file')),
    simple('no-alt', false, () => multipart(TINY_PNG, null)),
    simple('blank-alt', false, () => multipart(TINY_PNG, '   ')),
    simple('long-alt', false, () => multipart(TINY_PNG, 'x'.repeat(301))),
    simple('file-as-text', false, () => {
      const form = new FormData()
      form.set('file', 'not a file')
      form.set('alt', 'Text')
      return { dealId, body: form, headers: { cookie: admin, origin: ORIGIN } }
    }),
    simple('json', false, () => ({
      dealId,
      body: JSON.stringify({ file: 'x', alt: 'y' }),
      headers: { cookie: admin, origin: ORIGIN, 'content-type': 'application/json' },
    })),
    simple('raw-png', false, () => ({
      dealId,
      body: TINY_PNG as BodyInit,
      headers: { cookie: admin, origin: ORIGIN, 'content-type': 'image/png' },
    })),
    simple('broken-multipart', false, () => ({
      dealId,
      body: '--nope\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc',
      headers: {
        cookie: admin,
        origin: ORIGIN,
        'content-type': 'multipart/form-data; boundary=other',
      },
    })),
    simple('urlencoded', false, () => ({
      dealId,
      body: 'file=abc&alt=def',
      headers: {
        cookie: admin,
        origin: ORIGIN,
        'content-type': 'application/x-www-form-urlencoded',
      },
    })),
    fc
      .constantFrom('', fixtures.customer.cookie, fixtures.merchant.cookie, 'staff=garbage')
      .map((cookie) => ({
        kind: 'not-admin',
        mayStore: false,
        request: () => multipart(TINY_PNG, 'x', cookie),
      })),
    simple('cross-origin', false, () => ({
      ...multipart(TINY_PNG, 'x'),
      headers: { cookie: admin, origin: 'https://evil.example' },
    })),
    fc.constantFrom('0', '999999999', 'abc', '1e3', '99999999999999999999', '-1').map((id) => ({
      kind: 'bad-deal',
      mayStore: false,
      request: () => ({ ...multipart(TINY_PNG, 'x'), dealId: id }),
    })),
  )
}

type Stats = FuzzReport['byRoute'][string]
const stats = (): Stats => ({ sent: 0, ok2xx: 0, client4xx: 0, statuses: {}, valid2xx: 0 })

/** `count` uploads, each checked, and every stored picture fetched back. */
export async function fuzzImageUploads(
  fixtures: FuzzFixtures,
  ids: StaffIds,
  count: number,
  seed = 9_110,
): Promise<FuzzReport> {
  const byRoute: Record<string, Stats> = { [UPLOAD]: stats(), [SERVE]: stats() }
  const failures: FuzzFailure[] = []
  const note = (route: string, status: number, valid: boolean) => {
    const s = byRoute[route]!
    s.sent++
    s.statuses[status] = (s.statuses[status] ?? 0) + 1
    if (status >= 200 && status < 300) s.ok2xx++
    if (status >= 200 && status < 300 && valid) s.valid2xx++
    if (status >= 400 && status < 500) s.client4xx++
  }
  const fail = (
    route: string,
    url: string,
    kind: string,
    status: number,
    problem: string,
    body: string,
  ) => {
    if (failures.length < 10)
      failures.push({
        route,
        request: { method: 'POST', url, headers: { kind } },
        status,
        problem,
        body: body.slice(0, 500),
      })
  }
  const sampled = fc.sample(cases(fixtures, ids.imageDealIds[0]!), { numRuns: count, seed })
  for (const c of sampled) {
    const { dealId, body, headers } = c.request()
    const url = `${ORIGIN}/api/v1/admin/deals/${dealId}/images`
    const res = await SELF.fetch(url, {
      method: 'POST',
      headers: { 'cf-connecting-ip': '203.0.113.91', ...headers },
      body,
    })
    const text = await res.text()
    note(UPLOAD, res.status, c.mayStore)
    const problem = judge(res.status, text, c.mayStore)
    if (problem) {
      fail(UPLOAD, url, c.kind, res.status, problem, text)
      continue
    }
    if (res.status !== 201) continue
    const { url: served } = AdminImageUploadResponse.parse(JSON.parse(text)).data.image
    const image = await SELF.fetch(new URL(served, ORIGIN))
    await image.arrayBuffer()
    note(SERVE, image.status, true)
    const type = image.headers.get('content-type') ?? ''
    if (
      image.status !== 200 ||
      !/^image\/(png|svg\+xml)/.test(type) ||
      image.headers.get('x-content-type-options') !== 'nosniff'
    )
      fail(SERVE, served, c.kind, image.status, `served as ${type}`, '')
  }
  return { requests: byRoute[UPLOAD]!.sent + byRoute[SERVE]!.sent, byRoute, failures }
}

/** The fuzzer's three rules for one upload answer, or null when it keeps them. */
function judge(status: number, text: string, mayStore: boolean): string | null {
  if (status >= 500) return `server error ${status}`
  if (status >= 200 && status < 300) {
    if (!mayStore) return 'stored a file that must be refused'
    const parsed = AdminImageUploadResponse.safeParse(safeJson(text))
    return parsed.success ? null : `2xx off schema: ${parsed.error.message.slice(0, 300)}`
  }
  if (status >= 400 && status < 500) {
    const error = (safeJson(text) as { error?: { code?: unknown; message?: unknown } } | null)
      ?.error
    const ok =
      typeof error?.code === 'string' &&
      error.code &&
      typeof error.message === 'string' &&
      error.message
    return ok ? null : '4xx without {error:{code,message}}'
  }
  return `unexpected status ${status}`
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}
