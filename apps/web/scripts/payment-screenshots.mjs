// Screenshots + axe-core of /PaymentProcessing, the public packages page and the §8 banners on the
// Renew and Top-up tabs, against a running app on a fresh database.
// Run from the repo root: node apps/web/scripts/payment-screenshots.mjs [baseUrl]
import { baseUrl, checker, launchChromium, logIn, openPage } from './lib/browser.mjs';

const base = baseUrl;
const browser = await launchChromium();
const problems = [];
const nextYear = Number(new Date().getFullYear() + 1);
const axeCheck = checker(problems, { prefix: 'payment-' });

async function check(page, name, width) {
  await axeCheck(page, name, width);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  if (overflow > 0) problems.push(`${name}@${width}: scrolls sideways by ${overflow}px`);
}

/** A top-up paid with the card that asks for an extra step: its payment waits (RequiresAction). */
async function waitingPayment(page) {
  const packages = await (await page.request.get(`${base}/api/checkout/packages`)).json();
  await page.request.put(`${base}/api/checkout/basket`, {
    data: { BundleId: packages.HomePackages[0].BundleId, PromoCode: null, NewClubId: null, Extra: null },
  });
  const pay = await page.request.post(`${base}/api/checkout/pay`, {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: { Card: { Number: '4000002760003184', ExpMonth: 12, ExpYear: nextYear, Cvc: '123' } },
  });
  return { id: (await pay.json()).PaymentId, other: packages.AwayPackages[0].BundleId };
}

async function context(width) {
  const { context: ctx, page } = await openPage(browser, problems, width);
  return { ctx, page };
}

for (const width of [1280, 390]) {
  // A visitor: the public packages page and /PaymentProcessing without a session.
  {
    const { ctx, page } = await context(width);
    await page.goto(`${base}/packages/151`);
    await page.getByRole('article', { name: 'Hyde', exact: true }).waitFor();
    await check(page, 'public-packages', width);
    await page.goto(`${base}/PaymentProcessing?payment=00000000-0000-4000-8000-000000000000`);
    await page.getByText('Please log in').waitFor();
    await check(page, 'processing-logged-out', width);
    await ctx.close();
  }
  // member@example.com: processing (held), still processing, back at /Checkout after a failure.
  {
    const { ctx, page } = await context(width);
    await logIn(page, 'member@example.com');
    await page.request.delete(`${base}/api/checkout/basket`);
    const held = await waitingPayment(page);
    await page.route('**/api/checkout/payments/*', () => undefined);
    await page.goto(`${base}/PaymentProcessing?payment=${held.id}`);
    await page.getByRole('heading', { name: 'Processing your payment' }).waitFor();
    await check(page, 'processing', width);
    await page.unroute('**/api/checkout/payments/*');
    await page.clock.install();
    await page.goto(`${base}/PaymentProcessing?payment=${held.id}`);
    for (let i = 0; i < 25; i++) {
      await page.clock.runFor(1500);
      await page.waitForTimeout(150);
    }
    await page.getByRole('heading', { name: 'Your payment is still processing' }).waitFor();
    await check(page, 'still-processing', width);
    await page.request.put(`${base}/api/checkout/basket`, {
      data: { BundleId: held.other, PromoCode: null, NewClubId: null, Extra: null },
    });
    await ctx.close();
    const again = await context(width);
    await logIn(again.page, 'member@example.com');
    await again.page.goto(`${base}/PaymentProcessing?payment=${held.id}`);
    await again.page.waitForURL(/\/Checkout$/);
    await again.page.getByRole('alert').first().waitFor();
    await check(again.page, 'checkout-after-failure', width);
    await again.page.request.delete(`${base}/api/checkout/basket`);
    await again.ctx.close();
  }
  // The banners on the Renew and Top-up tabs.
  for (const [email, paths] of [
    ['lowpoints@example.com', ['/', '/Renew', '/Topup']],
    ['expired@example.com', ['/Renew']],
  ]) {
    const { ctx, page } = await context(width);
    await logIn(page, email);
    for (const path of paths) {
      await page.goto(`${base}${path}`);
      await page
        .getByRole('status')
        .filter({ hasText: /Running Low|Expired/ })
        .first()
        .waitFor();
      await check(page, `banner-${email.split('@')[0]}-${path.slice(1) || 'dashboard'}`, width);
    }
    await ctx.close();
  }
}
await browser.close();
console.log(problems.length ? `Problems:\n${problems.join('\n')}` : 'No axe violations, no page errors');
