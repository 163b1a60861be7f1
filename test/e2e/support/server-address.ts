// The server the browser tests talk to: the one global-setup.ts starts on E2E_PORT (8787 unless
// set; another port keeps a run apart from `npm start`), or a running one at E2E_BASE_URL.

export const e2ePort = (): number => Number(process.env.E2E_PORT ?? 8787)

export const e2eBaseUrl = (): string => process.env.E2E_BASE_URL ?? `http://localhost:${e2ePort()}`

/** The origin a same-site API call names (the CSRF check compares it with the server's own). */
export const e2eOrigin = (): string => new URL(e2eBaseUrl()).origin
