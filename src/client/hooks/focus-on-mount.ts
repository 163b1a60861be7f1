/** A ref that focuses its element once it is in the page, for the field a dialog or step opens
 * on. Not `autoFocus`: React focuses such an element itself when it creates it, but the browser
 * runs the islands on Preact (vite.config.ts), which only writes the attribute, and browsers
 * honour that one at page load alone.
 * @example <input ref={focusOnMount} /> */
export function focusOnMount(element: HTMLElement | null): void {
  element?.focus()
}
