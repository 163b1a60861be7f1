const loading = new Map<string, Promise<void>>()

/** Adds a provider's script once and waits for it: the providers publish their browser SDKs as
 * scripts on their own hosts, which the CSP allows only where that provider is configured
 * (middleware/security-headers.ts). The page's nonce goes with it, as CSP nonces require. */
export function loadScript(src: string): Promise<void> {
  let promise = loading.get(src)
  if (!promise) {
    promise = new Promise((resolve, reject) => {
      const script = document.createElement('script')
      script.src = src
      script.async = true
      const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce
      if (nonce) script.nonce = nonce
      script.onload = () => resolve()
      script.onerror = () => {
        loading.delete(src)
        reject(new Error(`could not load ${new URL(src).host}`))
      }
      document.head.append(script)
    })
    loading.set(src, promise)
  }
  return promise
}
