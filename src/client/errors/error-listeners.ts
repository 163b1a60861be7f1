import type { ClientError } from './error-reporter'

const describe = (
  reason: unknown,
  fallbackName: string,
): Pick<ClientError, 'name' | 'message' | 'stack'> =>
  reason instanceof Error
    ? { name: reason.name, message: reason.message, stack: reason.stack }
    : { name: fallbackName, message: String(reason) }

function send(error: ClientError) {
  // The reporter is its own chunk: a page that never throws never downloads it.
  void import('./error-reporter').then((m) => m.reportError(error)).catch(() => null)
}

/** Reports uncaught errors and unhandled rejections to the error log (storefront §7), each once
 * per page. Call once from the entry; it costs two listeners until something goes wrong. */
export function installErrorListeners(target: Window = window) {
  target.addEventListener('error', (event: ErrorEvent) => {
    // A failed <img> or <script> load fires 'error' without a message; those are not code errors.
    if (!event.message) return
    const where = event.filename ? `${event.filename}:${event.lineno}:${event.colno}` : 'window'
    send({ ...describe(event.error, 'Error'), message: event.message, source: where })
  })
  target.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    send({ ...describe(event.reason, 'UnhandledRejection'), source: 'unhandledrejection' })
  })
}
