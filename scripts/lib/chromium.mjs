// Debian's chromium for the browser tests, Lighthouse and the bench: installed through apt-get
// when missing; never a browser download of a test tool's own.
import { existsSync } from 'node:fs'
import { run, step } from './proc.mjs'

/** The full browser: Lighthouse and the bench, which measure what a visitor's Chromium does. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'

/** The browser tests' Chromium: Debian's `chromium-headless-shell`, the same Blink and V8
 * without the full browser's UI layer (what Playwright itself runs headless). Side by side on
 * this 2-core machine (two runs each, interleaved), four browser test files took 28 % less CPU
 * and 19 % less time with it than with /usr/bin/chromium. The full browser stands in
 * where the shell cannot be installed; BROWSER_TEST_CHROMIUM chooses another. */
export const BROWSER_TEST_CHROMIUM_PATH =
  process.env.BROWSER_TEST_CHROMIUM ??
  (existsSync(HEADLESS_SHELL) || !existsSync(CHROMIUM_PATH) ? HEADLESS_SHELL : CHROMIUM_PATH)

/** Headless flags for this machine: root needs --no-sandbox, and the closed network refuses
 * Chromium's background connections unless they are switched off. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** The full browser, for Lighthouse and the bench. */
export const ensureChromium = () => ensureDebianPackage(CHROMIUM_PATH, 'chromium')

/** The headless shell for the browser tests; the full browser will do where apt cannot run. */
export function ensureBrowserTestChromium() {
  if (process.env.BROWSER_TEST_CHROMIUM || existsSync(HEADLESS_SHELL)) return
  if (process.getuid?.() !== 0 && existsSync(CHROMIUM_PATH)) return
  ensureDebianPackage(HEADLESS_SHELL, 'chromium-headless-shell')
}

function ensureDebianPackage(path, name) {
  if (existsSync(path)) return
  if (process.getuid?.() !== 0) {
    console.error(
      `✖ ${path} is missing and this user cannot apt-get it. Run as root: apt-get update && apt-get install -y ${name}`,
    )
    process.exit(1)
  }
  step(`Installing Debian ${name} for the browser tests (apt-get)`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  run('apt-get', ['update', '-qq'], { env })
  run('apt-get', ['install', '-y', '-qq', name], { env })
}
