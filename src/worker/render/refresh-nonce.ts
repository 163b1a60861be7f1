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
