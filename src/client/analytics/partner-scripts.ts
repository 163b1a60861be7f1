import type { PartnerScript } from '../../shared/domain/analytics/partners'

/** sessionStorage key of the per-visit id fraud profiling is loaded with (§7 "organisation and
 * session ids"): made in the browser, so the shared cached page never holds it. */
const PARTNER_SESSION_KEY = 'partnerSessionId'

function readScripts(doc: Document): { scripts: PartnerScript[]; nonce: string } | null {
  const element = doc.getElementById('partner-scripts') as HTMLScriptElement | null
  if (!element?.textContent) return null
  try {
    const scripts = JSON.parse(element.textContent) as unknown
    return Array.isArray(scripts)
      ? { scripts: scripts as PartnerScript[], nonce: element.nonce ?? '' }
      : null
  } catch {
    return null
  }
}

function visitId(): string {
  try {
    const known = sessionStorage.getItem(PARTNER_SESSION_KEY)
    if (known) return known
    const made = crypto.randomUUID()
    sessionStorage.setItem(PARTNER_SESSION_KEY, made)
    return made
  } catch {
    return crypto.randomUUID() // storage blocked: one id for this page
  }
}

/** The script URL as the browser loads it: with the visit id where the partner takes one.
 * @example srcFor({ name: 'fraud-profiling', src: 'https://fp.example/a.js?org_id=o', sessionParam: 'session_id' }, 'v1') === 'https://fp.example/a.js?org_id=o&session_id=v1' */
export function srcFor(script: PartnerScript, id: string): string {
  if (!script.sessionParam) return script.src
  const url = new URL(script.src)
  url.searchParams.set(script.sessionParam, id)
  return url.href
}

/** Adds each partner script the page lists (async, with the page's nonce). Called from
 * startAnalytics, which runs once the islands are hydrated and the browser is idle
 * (start-when-idle.ts), so no partner competes with the page for the main thread. */
export function loadPartnerScripts(doc: Document = document) {
  const config = readScripts(doc)
  if (!config || config.scripts.length === 0) return
  for (const script of config.scripts) {
    if (doc.querySelector(`script[data-partner="${script.name}"]`)) continue
    const element = doc.createElement('script')
    element.async = true
    element.src = srcFor(script, visitId())
    element.nonce = config.nonce
    element.dataset.partner = script.name
    doc.head.append(element)
  }
}
