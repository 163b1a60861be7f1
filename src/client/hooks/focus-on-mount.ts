/** A ref that focuses its element once it is in the page, for the field a dialog or step opens
 * on. Like `autoFocus` for an element React creates, and also for one it hydrates (which React
 * leaves to the browser, and browsers honour the attribute at page load alone).
 * @example <input ref={focusOnMount} /> */
export function focusOnMount(element: HTMLElement | null): void {
  element?.focus()
}
