/** A whole number as the site writes counts: '1,234' (en-GB groups thousands with commas).
 * Written out rather than through Intl: `toLocaleString('en-GB')` builds a formatter on every
 * call (about 5% of a homepage render on workerd), and in the browser the first
 * formatter loads the locale's data, which was about 50 ms of the deal page's hydration on a
 * throttled phone (no long task may pass 50 ms).
 * @example formatCount(1234) === '1,234' */
export function formatCount(n: number): string {
  const whole = Math.trunc(n)
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return whole < 0 ? `-${digits}` : digits
}
