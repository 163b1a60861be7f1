/** §7: checkout calls name the wallets this browser can pay with in `alt-payment-methods`, so
 * the server's eligibility rules offer Apple Pay only where Safari's ApplePaySession says it can
 * make payments (the server assumes neither wallet without the header). Google Pay goes through
 * the Payment Request API wherever it exists. */
interface ApplePayWindow {
  ApplePaySession?: { canMakePayments?: () => boolean }
}

export function walletHeaders(): Record<string, string> {
  const methods: string[] = []
  try {
    if ((globalThis as ApplePayWindow).ApplePaySession?.canMakePayments?.()) {
      methods.push('apple_pay')
    }
  } catch {
    // Safari throws outside a secure context: no Apple Pay there.
  }
  if (typeof PaymentRequest !== 'undefined') methods.push('google_pay')
  return methods.length > 0 ? { 'alt-payment-methods': methods.join(', ') } : {}
}
