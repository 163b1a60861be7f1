/** What a form action returns when the page is being left (a redirect after success, the sign-in
 * page after a 401): a promise that never settles, so the action stays pending and the form busy,
 * its button cannot be pressed again and nothing new is shown before the next page. */
export const stayBusy = (): Promise<never> => new Promise<never>(() => {})
