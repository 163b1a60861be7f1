import { test, expect } from './support/fixtures'
import { axeAudit } from './support/axe'
import { collectProblems } from './support/problems'
import {
  approveAndGetVoucher,
  checkoutAsNewShopper,
  goToApproval,
  methodRadio,
} from './support/sandbox-pay'
import {
  buyNow,
  fillDeliveryAddress,
  firstVoucherCode,
  openBuyableDeal,
  payByCard,
} from './support/shopper'
import { DESKTOP, MOBILE } from './support/viewports'

const VOUCHER = /^[A-Z0-9-]{10,}$/

// A local deal: no gift card (218) or mystery holiday (711), which §5 keeps from pay-later.
test.use({ basketListing: '/deals/london' })

test.describe('paying through the sandbox approval pages', () => {
  test.describe('desktop', () => {
    test.use(DESKTOP)

    test('pays with PayPal: an accessible approval page answered from the keyboard, back, and the voucher', async ({
      page,
      problems,
      registeredAtCheckout: _,
    }) => {
      await fillDeliveryAddress(page)
      await goToApproval(page, 'paypal')
      await expect(page.getByRole('heading', { name: 'PayPal (sandbox)' })).toBeVisible()
      expect(await axeAudit(page, 'sandbox approval')).toEqual([])
      await page.getByRole('button', { name: 'Approve' }).focus()
      await Promise.all([
        page.waitForURL(/\/checkout\/confirmation\/\d+$/),
        page.keyboard.press('Enter'),
      ])
      expect(await firstVoucherCode(page)).toMatch(VOUCHER)
      expect(problems).toEqual([])
    })

    for (const method of ['klarna', 'clearpay']) {
      test(`pays with ${method}, showing the instalments the checkout quoted`, async ({
        page,
        problems,
        registeredAtCheckout: _,
      }) => {
        await fillDeliveryAddress(page)
        await methodRadio(page, method).check()
        const quoted = (
          await page.locator(`label:has(input[value="${method}"])`).innerText()
        ).match(/instalments of (\S+?)\./)?.[1]
        expect(quoted).toBeTruthy()
        await goToApproval(page, method)
        const instalments = page.getByTestId('instalment')
        await expect(instalments).toHaveCount(3)
        await expect(instalments.first()).toContainText(quoted!)
        expect(await approveAndGetVoucher(page)).toMatch(VOUCHER)
        expect(problems).toEqual([])
      })
    }

    test('offers Apple Pay only where the browser can pay with it, and pays with it', async ({
      page: without,
      basket: _,
      shopper,
      newContext,
    }) => {
      await checkoutAsNewShopper(without, shopper)
      await expect(methodRadio(without, 'paypal')).toBeAttached()
      await expect(methodRadio(without, 'apple_pay')).toHaveCount(0)

      // Safari's ApplePaySession, as an iPhone has it: the checkout's calls then say apple_pay.
      const context = await newContext(MOBILE)
      await context.addInitScript(() => {
        Object.assign(window, { ApplePaySession: { canMakePayments: () => true } })
      })
      const page = await context.newPage()
      const problems = collectProblems(page)
      await openBuyableDeal(page, '/deals/london')
      await buyNow(page)
      await checkoutAsNewShopper(page, { ...shopper, email: shopper.email.replace('@', '-apay@') })
      await goToApproval(page, 'apple_pay')
      expect(await approveAndGetVoucher(page)).toMatch(VOUCHER)
      expect(problems).toEqual([])
    })

    test('keeps the basket after a cancelled PayPal and a declined Klarna, then pays by card', async ({
      page,
      registeredAtCheckout: shopper,
    }) => {
      await fillDeliveryAddress(page)
      const total = await page.getByTestId('checkout-total').innerText()
      await goToApproval(page, 'paypal')
      await Promise.all([
        page.waitForURL(/\/checkout\/[\w-]{11,}$/),
        page.getByRole('button', { name: 'Cancel' }).click(),
      ])
      const alert = page.getByTestId('payment-error')
      await expect(alert.getByText(/You cancelled paying with PayPal/)).toBeVisible()
      await expect(page.getByTestId('checkout-total')).toHaveText(total, { useInnerText: true })

      // The email typed to confirm comes back with the shopper.
      await expect(page.getByLabel('Email address')).toHaveValue(shopper.email)
      await goToApproval(page, 'klarna')
      await Promise.all([
        page.waitForURL(/\/checkout\/[\w-]{11,}$/),
        page.getByRole('button', { name: 'Decline' }).click(),
      ])
      await expect(alert.getByText(/Klarna could not take this payment/)).toBeVisible()
      await expect(page.getByTestId('checkout-total')).toHaveText(total, { useInnerText: true })

      await methodRadio(page, 'credit_card').check()
      await payByCard(page)
      await expect(page.getByTestId('voucher-code').first()).toBeVisible()
    })
  })

  test.describe('phone', () => {
    test.use(MOBILE)

    test('pays with Google Pay on a phone', async ({ page, problems, registeredAtCheckout: _ }) => {
      await fillDeliveryAddress(page)
      await goToApproval(page, 'google_pay')
      await page.getByRole('button', { name: 'Approve' }).scrollIntoViewIfNeeded()
      expect(await approveAndGetVoucher(page)).toMatch(VOUCHER)
      expect(problems).toEqual([])
    })
  })
})
