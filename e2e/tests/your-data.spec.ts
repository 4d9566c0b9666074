import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, expectNoAxeViolations, loginViaApi, test } from './fixtures';

const SHOTS = '/work/shots/your-data';
const NEXT_YEAR = new Date().getFullYear() + 1;

/** A member registered for the test (never a demo account), with their first membership paid. */
async function newPaidMember(page: Page): Promise<string> {
  const email = `your-data-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const res = await page.request.post('/api/account/register', {
    data: {
      clubId: 151,
      firstName: 'Dana',
      surname: 'Leaving',
      phone: '07700 900123',
      email,
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  await loginViaApi(page, email);
  const packages = (await (await page.request.get('/api/checkout/packages')).json()) as {
    PackageGroups: { Packages: { IsFull: boolean; Bundles: { Id: number }[] }[] }[];
  };
  const bundle = packages.PackageGroups[0]!.Packages.find((p) => !p.IsFull)!.Bundles[0]!.Id;
  const put = await page.request.put('/api/checkout/basket', {
    data: { BundleId: bundle, PromoCode: null, NewClubId: null, Extra: null },
  });
  expect(put.status(), await put.text()).toBe(200);
  const pay = await page.request.post('/api/checkout/pay', {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: { Card: { Number: '4242424242424242', ExpMonth: 12, ExpYear: NEXT_YEAR, Cvc: '123' } },
  });
  expect(pay.status(), await pay.text()).toBeLessThan(300);
  return email;
}

test.describe('your data', () => {
  test('the calendar feed address is shown and reset, and the data export downloads', async ({ page }) => {
    await newPaidMember(page);
    await page.goto('/account/profile/YourData');
    const address = page.getByLabel('Your calendar address');
    await expect(address).toHaveValue(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const first = await address.inputValue();
    await expect(page.getByRole('link', { name: 'Open in my calendar app' })).toHaveAttribute(
      'href',
      /^webcal:\/\//,
    );
    await expect(page.getByRole('link', { name: 'Add to Google Calendar' })).toHaveAttribute(
      'href',
      /^https:\/\/calendar\.google\.com\/calendar\/r\?cid=webcal/,
    );
    // The address serves a calendar without the session cookie.
    const feed = await page.request.fetch(first, { headers: { cookie: '' } });
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain('BEGIN:VCALENDAR');

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `${SHOTS}/your-data-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('button', { name: 'Reset the address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset your calendar address?' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Reset the address' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'has been reset' })).toBeVisible();
    await expectNoAxeViolations(page);
    await expect(address).not.toHaveValue(first);
    expect((await page.request.fetch(first)).status()).toBe(404);

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download my data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^fairway-my-data-.*\.json$/);
    const body = JSON.parse(
      await (await file.createReadStream()).toArray().then((c) => Buffer.concat(c).toString()),
    );
    expect(body.Profile.Forename).toBe('Dana');
    expect(JSON.stringify(body)).not.toContain('$argon2');
  });

  test('a member deletes their account behind a confirm dialog that asks for the password', async ({
    page,
  }) => {
    const email = await newPaidMember(page);
    await page.goto('/account/profile/YourData');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog.getByText(/upcoming bookings will be cancelled/)).toBeVisible();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `${SHOTS}/delete-dialog-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    // A wrong password changes nothing.
    await dialog.getByLabel('Your password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('That password is not right. Nothing has changed.')).toBeVisible();
    await dialog.getByLabel('Your password').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/login/);
    const session = await (await page.request.get('/api/account/session')).json();
    expect(session.isAuthenticated).toBe(false);
    const login = await page.request.post('/api/account/login', { data: { email, password: DEMO_PASSWORD } });
    expect(login.status()).toBe(401);
  });
});
