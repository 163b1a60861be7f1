// workerd provides node:async_hooks' AsyncLocalStorage under nodejs_compat (wrangler.toml). The
// worker is checked without Node's types (tsconfig.worker.json), so the part it uses is declared
// here; tests, checked with Node's types, get the real declaration instead.
declare module 'node:async_hooks' {
  export class AsyncLocalStorage<T> {
    getStore(): T | undefined
    run<R>(store: T, callback: () => R): R
  }
}
