/** Gives a cached page this response's CSP nonce: every inline script React emitted carries
 * the nonce of the render that filled the cache, which the new CSP header does not allow.
 * Runs as a streaming HTMLRewriter pass, so a cache hit never buffers the page. */
export function refreshNonce(cached: Response, nonce: string): Response {
  const Rewriter = (globalThis as unknown as { HTMLRewriter: HTMLRewriterConstructor }).HTMLRewriter
  return new Rewriter()
    .on('script[nonce]', {
      element(element) {
        element.setAttribute('nonce', nonce)
      },
    })
    .transform(cached)
}

/** A cached page cut at its script nonces, read once: `parts.join(nonce)` is the page as
 * refreshNonce would stream it with that nonce, without parsing the HTML again on every serve.
 * The cut is made by the same rewriter, which writes a marker no page can hold in their place. */
export async function nonceSlots(cached: Response): Promise<string[]> {
  const marker = `dealio-nonce-slot-${crypto.randomUUID()}`
  return (await refreshNonce(cached, marker).text()).split(marker)
}

interface RewriterElement {
  setAttribute(name: string, value: string): void
}

interface HTMLRewriterConstructor {
  new (): {
    on(
      selector: string,
      handlers: { element(element: RewriterElement): void },
    ): InstanceType<HTMLRewriterConstructor>
    transform(response: Response): Response
  }
}
