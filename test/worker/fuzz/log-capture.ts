import { expect, vi } from 'vitest'
import { PAN, withoutUuids } from '../../../src/worker/observability/redact'

/** Every console line the worker writes while `work` runs (the logger writes through the
 * console: src/worker/observability/logger.ts), kept out of the test's own output. */
export async function capturingLogs<T>(
  work: () => Promise<T>,
): Promise<{ result: T; lines: string[] }> {
  const lines: string[] = []
  const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) =>
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      lines.push(args.map(String).join(' '))
    }),
  )
  try {
    return { result: await work(), lines }
  } finally {
    for (const spy of spies) spy.mockRestore()
  }
}

/** The developers' guide: never log a password, card number or token. `secrets` are the real
 * ones the run sent; any 13–19 digit run is taken for a card number. */
export function expectNoSecretsLogged(lines: string[], secrets: string[]): void {
  // A run that logged nothing proves nothing: the capture or the logger is broken.
  expect(lines.length).toBeGreaterThan(0)
  const text = lines.join('\n')
  for (const secret of secrets.filter((s) => s.length >= 6)) {
    expect(text.includes(secret), `a log line holds ${secret.slice(0, 3)}…`).toBe(false)
  }
  // A request id's dash-grouped digits can run to 13 or more ("…98-3921-4986-8963…").
  expect(withoutUuids(text)).not.toMatch(new RegExp(PAN.source))
  expect(text).not.toMatch(/"(password|token|cvv|cardNumber)":"(?!\[redacted\])/i)
}
