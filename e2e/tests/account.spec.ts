import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { DEMO_PASSWORD, expect, expectNoAxeViolations, loginViaApi, loginViaForm, test } from './fixtures';

const EMAIL = 'member@example.com';

/** The server's outbox (DATA_DIR/outbox, DATA_DIR as playwright.config.ts sets it). */
const outboxDir = () => {
  const dirs = fs
    .readdirSync(os.tmpdir())
    .filter((d) => d.startsWith('fairway-e2e-'))
    .map((d) => path.join(os.tmpdir(), d, 'outbox'))
    .filter((d) => fs.existsSync(d));
  return dirs;
};

/** The newest .eml of `kind` in the outbox, decoded from quoted-printable enough to read a link or code. */
function newestMail(kind: string): string | null {
  const files = outboxDir()
    .flatMap((dir) => fs.readdirSync(dir).map((f) => path.join(dir, f)))
    .filter((f) => f.includes(`-${kind}-`))
    .sort((a, b) => fs.statSync(a).mtimeMs - fs.statSync(b).mtimeMs);
  const last = files.at(-1);
  return last
    ? fs
        .readFileSync(last, 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=')
    : null;
}

async function checkAxeAtBothWidths(page: Page) {
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe('account', () => {
  test('a member edits their details and changes their password', async ({ page, browser }) => {
    await page.goto('/login');
    await loginViaForm(page, EMAIL);
    await expect(page).toHaveURL(/\/$/);
    // A second session elsewhere, which the password change ends.
    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    await loginViaApi(other, EMAIL);

    await page.goto('/account');
    await expect(page).toHaveURL(/\/account\/profile$/);
    // The browser is en-US: the US labels of club-discovery §3 (City, Zip Code).
    await expect(page.getByLabel('City')).toBeVisible();
    await checkAxeAtBothWidths(page);
    await page.getByLabel('Address 1').fill('12 Fairway Lane');
    await page.getByLabel('City').fill('Oakmere');
    await page.getByLabel('Zip Code').fill('cw8 2aa');
    await page.getByLabel('Handicap').fill('12.4');
    await page.getByLabel('Mobile Number').fill('12');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Valid phone number required')).toBeVisible();
    await page.getByLabel('Mobile Number').fill('07700 900001');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your details have been saved.' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(page.getByLabel('Zip Code')).toHaveValue('CW8 2AA');
    await expect(page.getByLabel('City')).toHaveValue('Oakmere');

    await page.getByRole('tab', { name: 'Change Password' }).click();
    await expect(page).toHaveURL(/\/account\/profile\/ChangePassword$/);
    await checkAxeAtBothWidths(page);
    const newPassword = 'Sliced-drive-on-9';
    await page.getByLabel('Current Password').fill('not-my-password');
    await page.getByLabel('New Password').fill(newPassword);
    await page.getByLabel('Confirm Password').fill(newPassword);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(
      page.getByText("Sorry, we couldn't change your password, please ensure all fields are correct."),
    ).toBeVisible();
    await page.getByLabel('Current Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your password has been changed' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    const otherSession = await other.request.get('/api/account/session');
    expect((await otherSession.json()).isAuthenticated).toBe(false);
    await elsewhere.close();

    // Put the demo password back for the other specs.
    const back = await page.request.post('/api/account/change-password', {
      data: { currentPassword: newPassword, newPassword: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD },
    });
    expect(back.status()).toBe(200);
  });

  test('the Transactions view lists the ledger in the seed wording', async ({ page }) => {
    await loginViaApi(page, EMAIL);
    await page.goto('/account/profile/Transactions');
    const table = page.getByRole('table', { name: 'Transactions' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Open Play' })).toBeVisible();
    await expect(
      table.getByRole('cell', { name: /Home Booking|Open Play Booking|Home Points Bundle/ }).first(),
    ).toBeVisible();
    await checkAxeAtBothWidths(page);
  });

  test('magic-link sign-in through the outbox file', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Email me a sign-in link instead' }).click();
    await expect(page).toHaveURL(/\/magiclink$/);
    await checkAxeAtBothWidths(page);
    const before = newestMail('magic-link');
    await page.getByLabel(/e-?mail/i).fill(EMAIL);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await expect(page.getByRole('status')).toContainText('a sign-in link is on its way');
    await expect.poll(() => newestMail('magic-link')).not.toBe(before);
    const link = /https?:\/\/\S+\/magiclink\?token=[A-Za-z0-9_-]+/.exec(newestMail('magic-link') ?? '')?.[0];
    expect(link).toBeDefined();
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await expect(page).toHaveURL(/\/$/);
    expect((await (await page.request.get('/api/account/session')).json()).isAuthenticated).toBe(true);
    // Single use: the same link again is refused.
    await page.context().clearCookies();
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await expect(page.getByText('This sign-in link has expired or has already been used.')).toBeVisible();
  });

  test('two-factor sign-in with an authenticator code', async ({ page, browser }) => {
    await loginViaApi(page, EMAIL);
    await page.goto('/account/profile/ChangePassword');
    await page.getByLabel('Your password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    await checkAxeAtBothWidths(page);
    const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
    const totp = new TOTP({ secret: Secret.fromBase32(secret) });
    await page.getByRole('textbox', { name: 'Code' }).fill(totp.generate());
    await page.getByRole('button', { name: 'Confirm and turn on' }).click();
    await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
    const context = await browser.newContext();
    try {
      const other = await context.newPage();
      await other.goto('/login');
      await loginViaForm(other, EMAIL);
      await expect(other).toHaveURL(/\/2FA\/[A-Za-z0-9_-]+\/false(\?clubId=\d+)?$/);
      await checkAxeAtBothWidths(other);
      // The next time step's code: the enrolment used the current one, and each code works once.
      await other
        .getByRole('textbox', { name: 'Code' })
        .fill(totp.generate({ timestamp: Date.now() + 30_000 }));
      await other.getByRole('button', { name: 'Sign in' }).click();
      await expect(other).toHaveURL(/\/$/);
    } finally {
      await context.close();
      await page.goto('/account/profile/ChangePassword');
      await page.getByLabel('Your password').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Turn off' }).click();
      await expect(page.getByRole('button', { name: 'Turn on two-factor sign-in' })).toBeVisible();
    }
  });

  test('a magic link with two-factor on lands on the 2FA page, then in after the code (issue 46)', async ({
    page,
    browser,
  }) => {
    await loginViaApi(page, EMAIL);
    const setup = await page.request.post('/api/account/2fa/setup', { data: { password: DEMO_PASSWORD } });
    expect(setup.status()).toBe(200);
    const totp = new TOTP({ secret: Secret.fromBase32((await setup.json()).secret) });
    const enabled = await page.request.post('/api/account/2fa/enable', { data: { code: totp.generate() } });
    expect(enabled.status()).toBe(200);
    const context = await browser.newContext();
    try {
      const other = await context.newPage();
      await other.goto('/magiclink');
      const before = newestMail('magic-link');
      await other.getByLabel(/e-?mail/i).fill(EMAIL);
      await other.getByRole('button', { name: 'Send me a link' }).click();
      await expect(other.getByRole('status')).toContainText('a sign-in link is on its way');
      await expect.poll(() => newestMail('magic-link')).not.toBe(before);
      const link = new URL(
        /https?:\/\/\S+\/magiclink\?token=[A-Za-z0-9_-]+/.exec(newestMail('magic-link') ?? '')?.[0] ?? '',
      );
      await other.goto(link.pathname + link.search);
      // The link was the first factor only: the 2FA page, and no session yet.
      await expect(other).toHaveURL(/\/2FA\/[A-Za-z0-9_-]+\/false(\?clubId=\d+)?$/);
      await expect(other.getByRole('heading', { name: 'Enter your sign-in code' })).toBeVisible();
      // In the member's own club's branding (member@ is a Foxhill Heath member), as after its login page.
      await expect(other.getByText('Foxhill Heath Golf Club', { exact: true })).toBeVisible();
      expect((await (await other.request.get('/api/account/session')).json()).isAuthenticated).toBe(false);
      // No code by e-mail: the link came from that mailbox.
      await expect(other.getByRole('link', { name: 'E-mail me a code instead' })).toHaveCount(0);
      await checkAxeAtBothWidths(other);
      await other.screenshot({ path: 'test-results/magic-link-2fa-1280.png' });
      await other.setViewportSize({ width: 390, height: 844 });
      await other.screenshot({ path: 'test-results/magic-link-2fa-390.png' });
      await other.setViewportSize({ width: 1280, height: 800 });
      // The next time step's code: the enrolment used the current one, and each code works once.
      await other
        .getByRole('textbox', { name: 'Code' })
        .fill(totp.generate({ timestamp: Date.now() + 30_000 }));
      await other.getByRole('button', { name: 'Sign in' }).click();
      await expect(other).toHaveURL(/\/$/);
      expect((await (await other.request.get('/api/account/session')).json()).isAuthenticated).toBe(true);
    } finally {
      await context.close();
      const off = await page.request.post('/api/account/2fa/disable', { data: { password: DEMO_PASSWORD } });
      expect(off.status()).toBe(200);
    }
  });

  test('Submit a bug report on the 404 page reaches the team through the outbox', async ({ page }) => {
    await page.goto('/no-such-page');
    await page.getByRole('button', { name: 'Submit a bug report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Submit a bug report' });
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByText('Required')).toBeVisible();
    await expectNoAxeViolations(page);
    const before = newestMail('bug-report');
    await dialog.getByLabel('What went wrong?').fill('The page I bookmarked has gone');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Thank you. Your report has been sent to our team.');
    await expect.poll(() => newestMail('bug-report')).not.toBe(before);
    expect(newestMail('bug-report')).toContain('The page I bookmarked has gone');
  });
});
