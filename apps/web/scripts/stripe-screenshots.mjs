// Screenshots + axe-core of /Checkout when Stripe is the gateway, against a running app started with
// STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY set (test keys; nothing is paid):
//   STRIPE_SECRET_KEY=sk_test_x STRIPE_PUBLISHABLE_KEY=pk_test_x PORT=3212 npm start
//   node apps/web/scripts/stripe-screenshots.mjs http://localhost:3212
// Two states per width: Stripe.js blocked (what an offline machine or an ad blocker shows), and Stripe.js
// answered by a layout stand-in that mounts a framed input where Stripe's card frame goes (Stripe's own
// servers cannot be reached from here; the real card frame is Stripe's to make accessible).
import { baseUrl, checker, launchChromium, logIn } from './lib/browser.mjs';

const base = baseUrl;
const browser = await launchChromium();
const problems = [];

/** Enough of window.Stripe for Stripe Elements' React wrapper to mount a CardElement. */
const STRIPE_JS_STAND_IN = `
window.Stripe = function Stripe() {
  const noop = () => undefined;
  return {
    elements: () => ({
      create: () => ({
        mount(node) {
          const target = typeof node === 'string' ? document.querySelector(node) : node;
          const frame = document.createElement('iframe');
          frame.title = 'Secure card payment input frame';
          frame.style.cssText = 'border:0;width:100%;height:22px;display:block';
          frame.srcdoc = '<html lang="en"><body style="margin:0;font:16px sans-serif;color:#212529">' +
            '<label>Card number <input style="border:0;font:inherit" placeholder="1234 1234 1234 1234"></label></body></html>';
          target.appendChild(frame);
        },
        on: noop, off: noop, once: noop, update: noop, destroy: noop, unmount: noop,
      }),
      getElement: () => null,
      update: noop,
    }),
    createToken: noop,
    createPaymentMethod: noop,
    confirmCardPayment: noop,
    handleNextAction: noop,
  };
};`;

const check = checker(problems, { prefix: 'stripe-', targets: Number.POSITIVE_INFINITY });

const gateway = await (await fetch(`${base}/api/checkout/gateway`)).json();
if (gateway.Gateway !== 'stripe')
  throw new Error(`the app is not in Stripe mode: ${JSON.stringify(gateway)}`);
const csp = (await fetch(`${base}/`)).headers.get('content-security-policy') ?? '';
if (!csp.includes('https://js.stripe.com')) problems.push(`CSP does not allow Stripe.js: ${csp}`);

for (const width of [1280, 390]) {
  for (const mode of ['unavailable', 'form']) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'en-GB' });
    await context.route('https://js.stripe.com/**', (route) =>
      mode === 'form'
        ? route.fulfill({ contentType: 'application/javascript', body: STRIPE_JS_STAND_IN })
        : route.abort('blockedbyclient'),
    );
    const page = await context.newPage();
    page.on('pageerror', (e) => problems.push(`pageerror ${e.message}`));
    await logIn(page, 'newjoiner@example.com');
    await page.request.delete(`${base}/api/checkout/basket`);
    await page.goto(`${base}/Checkout`);
    const hyde = page.getByRole('article', { name: 'Hyde', exact: true });
    await hyde.getByRole('button', { name: 'Add to basket' }).click();
    if (mode === 'form') {
      await page.getByRole('group', { name: 'Card details' }).waitFor();
      await page.locator('iframe[title="Secure card payment input frame"]').waitFor();
      await page.getByRole('checkbox', { name: 'Save my card for automatic renewal' }).waitFor();
      // By keyboard: from the card frame, Tab reaches Pay.
      await page.getByRole('button', { name: /^Pay / }).focus();
    } else {
      await page.getByText('The card form could not be loaded').waitFor();
    }
    await check(page, mode, width);
    if (mode === 'form') {
      // /Arrears with Stripe: the amount due, Stripe Elements and "Save my card" (a saved Stripe card
      // renews automatically).
      await page.request.post(`${base}/api/account/logout`);
      await logIn(page, 'arrears@example.com');
      await page.goto(`${base}/Arrears`);
      await page.locator('iframe[title="Secure card payment input frame"]').waitFor();
      const save = page.getByRole('checkbox', { name: 'Save my card for automatic renewal' });
      await save.focus();
      await page.keyboard.press('Space');
      if (!(await save.isChecked())) problems.push(`arrears@${width}: Save my card not ticked by keyboard`);
      await check(page, 'arrears', width);
    }
    await context.close();
  }
}
await browser.close();
console.log(problems.length ? `Problems:\n${problems.join('\n')}` : 'No axe violations, no page errors');
