import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { describeViolations, seriousViolations } from './axe'
import { collectProblems, launchBrowser } from './browser'
import {
  approveAndGetVoucher,
  checkoutAsNewShopper,
  goToApproval,
  methodRadio,
} from './sandbox-pay'
import { openBuyableDeal, payByCard } from './shopper'

const base = inject('baseUrl')

const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 900 } }
const MOBILE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
}

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

async function atPayStep(label: string, options = DESKTOP): Promise<Page> {
  const page = await (await browser.newContext(options)).newPage()
  // A local deal: no gift card (218) or mystery holiday (711), which §5 keeps from pay-later.
  await openBuyableDeal(page, base, '/deals/london')
  await checkoutAsNewShopper(page, label)
  return page
}

const confirmEmail = (page: Page) => page.getByLabel('Email address')

const VOUCHER = /^[A-Z0-9-]{10,}$/

describe('paying through the sandbox approval pages', () => {
  it('pays with PayPal: an accessible approval page answered from the keyboard, back, and the voucher', async () => {
    const page = await atPayStep('paypal')
    const problems = collectProblems(page)
    await goToApproval(page, 'paypal')
    await page.getByRole('heading', { name: 'PayPal (sandbox)' }).waitFor()
    expect(describeViolations('sandbox approval', await seriousViolations(page))).toEqual([])
    await page.getByRole('button', { name: 'Approve' }).focus()
    await Promise.all([
      page.waitForURL(/\/checkout\/confirmation\/\d+$/),
      page.keyboard.press('Enter'),
    ])
    await page.getByTestId('voucher-code').first().waitFor()
    expect(await page.getByTestId('voucher-code').first().innerText()).toMatch(VOUCHER)
    expect(problems).toEqual([])
    await page.context().close()
  })

  it.each(['klarna', 'clearpay'])(
    'pays with %s, showing the instalments the checkout quoted',
    async (method) => {
      const page = await atPayStep(method)
      const problems = collectProblems(page)
      await methodRadio(page, method).check()
      const quoted = (await page.locator(`label:has(input[value="${method}"])`).innerText()).match(
        /instalments of (\S+?)\./,
      )?.[1]
      expect(quoted).toBeTruthy()
      await goToApproval(page, method)
      const instalments = page.getByTestId('instalment')
      await expect(instalments.count()).resolves.toBe(3)
      expect(await instalments.first().innerText()).toContain(quoted!)
      expect(await approveAndGetVoucher(page)).toMatch(VOUCHER)
      expect(problems).toEqual([])
      await page.context().close()
    },
  )

  it('pays with Google Pay on a phone', async () => {
    const page = await atPayStep('gpay', MOBILE)
    const problems = collectProblems(page)
    await goToApproval(page, 'google_pay')
    await page.getByRole('button', { name: 'Approve' }).scrollIntoViewIfNeeded()
    expect(await approveAndGetVoucher(page)).toMatch(VOUCHER)
    expect(problems).toEqual([])
    await page.context().close()
  })

  it('offers Apple Pay only where the browser can pay with it, and pays with it', async () => {
    const without = await atPayStep('no-apay')
    await methodRadio(without, 'paypal').waitFor()
    expect(await methodRadio(without, 'apple_pay').count()).toBe(0)
    await without.context().close()

    // Safari's ApplePaySession, as an iPhone has it: the checkout's calls then say apple_pay.
    const context = await browser.newContext(MOBILE)
    await context.addInitScript(() => {
      Object.assign(window, { ApplePaySession: { canMakePayments: () => true } })
    })
    const page = await context.newPage()
    const problems = collectProblems(page)
    await openBuyableDeal(page, base, '/deals/london')
    await checkoutAsNewShopper(page, 'apay')
    await goToApproval(page, 'apple_pay')
    expect(await approveAndGetVoucher(page)).toMatch(VOUCHER)
    expect(problems).toEqual([])
    await context.close()
  })

  it('keeps the basket after a cancelled PayPal and a declined Klarna, then pays by card', async () => {
    const page = await atPayStep('cancel')
    const total = await page.getByTestId('checkout-total').innerText()
    await goToApproval(page, 'paypal')
    await Promise.all([
      page.waitForURL(/\/checkout\/[\w-]{11,}$/),
      page.getByRole('button', { name: 'Cancel' }).click(),
    ])
    const alert = page.getByTestId('payment-error')
    await expect(alert.getByText(/You cancelled paying with PayPal/).waitFor()).resolves.toBe(
      undefined,
    )
    expect(await page.getByTestId('checkout-total').innerText()).toBe(total)

    // The email typed to confirm comes back with the shopper.
    expect(await confirmEmail(page).inputValue()).toMatch(/^e2e-cancel-/)
    await goToApproval(page, 'klarna')
    await Promise.all([
      page.waitForURL(/\/checkout\/[\w-]{11,}$/),
      page.getByRole('button', { name: 'Decline' }).click(),
    ])
    await alert.getByText(/Klarna could not take this payment/).waitFor()
    expect(await page.getByTestId('checkout-total').innerText()).toBe(total)

    await methodRadio(page, 'credit_card').check()
    await payByCard(page)
    await page.getByTestId('voucher-code').first().waitFor()
    await page.context().close()
  })
})
