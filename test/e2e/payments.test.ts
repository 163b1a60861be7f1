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
  bankChallenge,
  bankPage,
  cardFrame,
  fillCard,
  UNAUTHENTICATED,
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
        const amounts = await instalments.locator('strong').allInnerTexts()
        expect(await approveAndGetVoucher(page)).toMatch(VOUCHER)
        // The confirmation names the method and the schedule just agreed to, not a card.
        const name = method === 'klarna' ? 'Klarna' : 'Clearpay'
        await expect(page.getByTestId('order-paid-with')).toHaveText(
          `Paid with ${name}: ${amounts[0]} today, then ${amounts[1]} and ${amounts[2]} monthly`,
        )
        expect(problems).toEqual([])
      })
    }

    test('pays with PayPal Credit through the same approval client', async ({
      page,
      problems,
      registeredAtCheckout: _,
    }) => {
      await fillDeliveryAddress(page)
      await goToApproval(page, 'paypal_credit')
      expect(await approveAndGetVoucher(page)).toMatch(VOUCHER)
      expect(problems).toEqual([])
    })

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

// 3-D Secure 2 (transactions §8 'unauthenticatable card'), with the sandbox's test cards
// (src/shared/domain/payment/sandbox-test-cards.ts): the card is typed into the card client's
// frame, the bank's challenge opens in a dialog over the checkout.
test.describe('paying by card with 3-D Secure', () => {
  test.use(DESKTOP)

  test('a "challenge required" card pays once the shopper completes the bank\'s challenge from the keyboard', async ({
    page,
    problems,
    registeredAtCheckout: _,
  }) => {
    await fillDeliveryAddress(page)
    await fillCard(page, '4000 0000 0000 3220')
    await page.getByRole('button', { name: 'Place order' }).click()
    await expect(bankChallenge(page)).toBeVisible()
    const complete = bankPage(page).getByRole('button', { name: 'Complete authentication' })
    await expect(complete).toBeFocused()
    await Promise.all([
      page.waitForURL(/\/checkout\/confirmation\/\d+$/),
      page.keyboard.press('Enter'),
    ])
    expect(await firstVoucherCode(page)).toMatch(VOUCHER)
    expect(problems).toEqual([])
  })

  test('a failed or abandoned challenge, and the "authentication failed" card, keep the basket and say why', async ({
    page,
    basket,
    registeredAtCheckout: _,
  }) => {
    const lines = await page.getByTestId('checkout-line').count()
    const total = await page.getByTestId('checkout-total').innerText()
    const place = page.getByRole('button', { name: 'Place order' })
    const alert = page.getByTestId('payment-error')
    await fillDeliveryAddress(page)

    await fillCard(page, '4000 0000 0000 3220')
    await place.click()
    await bankPage(page).getByRole('button', { name: 'Fail authentication' }).click()
    await expect(alert).toContainText(UNAUTHENTICATED)
    await expect(bankChallenge(page)).toHaveCount(0)

    // Escape gives up the challenge: the card is not authenticated, and focus comes back.
    await place.click()
    await expect(
      bankPage(page).getByRole('button', { name: 'Complete authentication' }),
    ).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(alert).toContainText(UNAUTHENTICATED)
    await expect(place).toBeFocused()

    await fillCard(page, '4000 0000 0000 3063')
    await place.click()
    await expect(alert).toContainText(UNAUTHENTICATED)
    expect(page.url()).toBe(basket.checkoutUrl)
    await expect(page.getByTestId('checkout-line')).toHaveCount(lines)
    await expect(page.getByTestId('checkout-total')).toHaveText(total, { useInnerText: true })
    await expect(cardFrame(page).getByLabel('Card number')).toHaveValue('4000 0000 0000 3063')
  })

  for (const [name, number] of [
    ['frictionless', '4000 0000 0000 3055'],
    ['3DS unavailable', '4000 0000 0000 3097'],
  ] as const) {
    test(`a "${name}" card pays without a challenge`, async ({
      page,
      problems,
      registeredAtCheckout: _,
    }) => {
      const challenges: string[] = []
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/sandbox/3ds/')) {
          challenges.push(request.url())
        }
      })
      await fillDeliveryAddress(page)
      await fillCard(page, number)
      await Promise.all([
        page.waitForURL(/\/checkout\/confirmation\/\d+$/),
        // Enter in a card field is Place order, as in any form.
        name === 'frictionless'
          ? cardFrame(page).getByLabel('Security code (CVV)').press('Enter')
          : page.getByRole('button', { name: 'Place order' }).click(),
      ])
      expect(await firstVoucherCode(page)).toMatch(VOUCHER)
      expect(challenges).toEqual([])
      expect(problems).toEqual([])
    })
  }

  test('the card number never reaches the checkout page: only the frame holds it', async ({
    page,
    registeredAtCheckout: _,
  }) => {
    await expect(cardFrame(page).getByLabel('Card number')).toBeVisible()
    await expect(page.locator('input[autocomplete="cc-number"]')).toHaveCount(0)
    await expect(page.locator('[data-testid="card-fields"] iframe')).toHaveAttribute(
      'title',
      'Card details',
    )
    // The frame wears the checkout's skin: its page and text colours are the panel's around it.
    const colours = (el: Element) => {
      const style = getComputedStyle(el)
      let ground = el
      while (getComputedStyle(ground).backgroundColor === 'rgba(0, 0, 0, 0)') {
        ground = ground.parentElement ?? document.documentElement
        if (ground === document.documentElement) break
      }
      return [getComputedStyle(ground).backgroundColor, style.color]
    }
    const around = await page.locator('[data-testid="card-fields"]').evaluate(colours)
    const inside = await cardFrame(page).locator('body').evaluate(colours)
    expect(inside).toEqual(around)
  })
})
