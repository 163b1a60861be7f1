// Debian's chromium for the browser tests: installed through apt-get when missing; never a
// browser download of a test tool's own.
import { existsSync } from 'node:fs'
import { run, step } from './proc.mjs'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

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

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return
  if (process.getuid?.() !== 0) {
    console.error(
      `✖ ${CHROMIUM_PATH} is missing and this user cannot apt-get it. Run as root: apt-get update && apt-get install -y chromium`,
    )
    process.exit(1)
  }
  step('Installing Debian chromium for the browser tests (apt-get)')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  run('apt-get', ['update', '-qq'], { env })
  run('apt-get', ['install', '-y', '-qq', 'chromium'], { env })
}
