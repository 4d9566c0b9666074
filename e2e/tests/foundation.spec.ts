import { DEMO_PASSWORD, expect, expectNoAxeViolations, loginViaApi, loginViaForm, test } from './fixtures';

test.describe('visitor', () => {
  test('is sent to the default club login page with a returnUrl, and back there after login', async ({
    page,
  }) => {
    await page.goto('/Bookings?tab=1');
    await expect(page).toHaveURL(/\/login\/[^/]+\/0\?returnUrl=/);
    const url = new URL(page.url());
    expect(url.searchParams.get('returnUrl')).toBe('/Bookings?tab=1');
    await expectNoAxeViolations(page);

    await loginViaForm(page, 'member@example.com');
    await expect(page).toHaveURL(/\/Bookings\?tab=1$/);
  });

  test('sees the catalogue text for a wrong password', async ({ page }) => {
    await page.goto('/login');
    await loginViaForm(page, 'member@example.com', 'not-the-password');
    await expect(page.getByText('Sorry, your email address or password is incorrect.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a button at work shows a busy cursor, an idle one a pointer', async ({ page }) => {
    await page.goto('/login');
    const button = page.locator('form button[type=submit]');
    await expect(button).toHaveCSS('cursor', 'pointer');
    // The state Mantine gives a button while its call runs.
    await button.evaluate((el) => el.setAttribute('data-loading', 'true'));
    await expect(button).toHaveCSS('cursor', 'progress');
  });

  test('sees the 404 page for an unknown path', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText('Oops! Error 404')).toBeVisible();
    await expect(
      page.getByText(
        "Sorry, we can't seem to find the page you are looking for. Please return to the homepage or submit a bug report if you think something is broken.",
      ),
    ).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Back to home' }).or(page.getByRole('button', { name: 'Back to home' })),
    ).toBeVisible();
    await expect(page.getByText('Submit a bug report', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('any other /login/* path goes to /login', async ({ page }) => {
    await page.goto('/login/too/many/parts');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the registration page shows the catalogue field messages', async ({ page }) => {
    await page.goto('/register/151');
    await page.getByRole('button', { name: /register/i }).click();
    await expect(page.getByText('First name required')).toBeVisible();
    await expect(page.getByText('Valid e-mail address required')).toBeVisible();
    await expect(page.getByText('Valid phone number required')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('registration in British English', () => {
  test.use({ locale: 'en-GB' });

  test('asks for a surname', async ({ page }) => {
    await page.goto('/register/151');
    await page.getByRole('button', { name: /register/i }).click();
    await expect(page.getByText('Surname required')).toBeVisible();
  });

  test('refuses an e-mail address that already exists, with the catalogue texts', async ({ page }) => {
    await page.goto('/register/151');
    await page.getByLabel('First Name').fill('Alex');
    await page.getByLabel('Surname').fill('Again');
    await page.getByLabel(/phone/i).fill('07700 900123');
    await page.getByLabel(/^e-?mail/i).fill('member@example.com');
    await page.getByLabel(/^password/i).fill('Fairway2026!');
    await page.getByLabel(/confirm password/i).fill('Fairway2026!');
    await page.getByRole('button', { name: /register/i }).click();
    await expect(page.getByText('E-mail address already exists. Please use a different one.')).toBeVisible();
    await expect(
      page.getByText('Sorry, registration failed. Please ensure your details are valid.'),
    ).toBeVisible();
  });
});

test.describe('registration in US English', () => {
  test.use({ locale: 'en-US' });

  test('asks for a last name', async ({ page }) => {
    await page.goto('/register/151');
    await page.getByRole('button', { name: /register/i }).click();
    await expect(page.getByText('Last Name required')).toBeVisible();
  });
});

test.describe('member', () => {
  test('dashboard shows the welcome line and the club message', async ({ page }) => {
    await loginViaApi(page, 'member@example.com');
    await page.goto('/');
    await expect(page.getByText(/Alex/).first()).toBeVisible();
    const message = await (await page.request.get('/api/clubs/151/message?channel=1')).json();
    await expect(page.getByText(message.title).first()).toBeVisible();
    await expect(page.getByText(message.message)).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/club-151/);
    await expectNoAxeViolations(page);
  });

  test('logout asks for confirmation, then ends the session', async ({ page }) => {
    await loginViaApi(page, 'member@example.com');
    await page.goto('/');
    await page
      .getByRole('button', { name: /logout/i })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Logout', { exact: true }).first()).toBeVisible();
    await expect(dialog.getByText('Are you sure you want to logout?')).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: /logout|yes|confirm/i }).click();
    await expect(page).toHaveURL(/\/login\//);
    const session = await (await page.request.get('/api/account/session')).json();
    expect(session.isAuthenticated).toBe(false);
  });

  test('at 390 px the bottom bar shows five tabs', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginViaApi(page, 'member@example.com');
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Quick links' });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link')).toHaveCount(5);
    await expectNoAxeViolations(page);
  });

  test('an expired member sees Membership expired linking to /Renew', async ({ page }) => {
    await loginViaApi(page, 'expired@example.com');
    await page.goto('/');
    const link = page.getByRole('link', { name: 'Membership expired' });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', '/Renew');
  });

  test('a member whose first payment is not complete is sent to /Checkout', async ({ page }) => {
    // A member of its own: newjoiner@example.com completes the first payment in checkout.spec.ts.
    const email = `joiner-${Date.now()}@example.com`;
    const res = await page.request.post('/api/account/register', {
      data: {
        clubId: 151,
        firstName: 'Jo',
        surname: 'Iner',
        phone: '07700 900123',
        email,
        password: DEMO_PASSWORD,
        confirmPassword: DEMO_PASSWORD,
      },
    });
    expect(res.status(), await res.text()).toBeLessThan(300);
    await loginViaApi(page, email);
    await page.goto('/');
    await expect(page).toHaveURL(/\/Checkout$/);
  });

  test('a rounds club member sees Contact Us instead of Help', async ({ page }) => {
    await loginViaApi(page, 'rounds@example.com');
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('link', { name: 'Contact Us' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Help', exact: true })).toHaveCount(0);
  });
});
