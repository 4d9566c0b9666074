import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, loginViaApi } from './fixtures';

test.describe('staff console: members and impersonation', () => {
  test('staff find a member, open their page, impersonate them and log out back to that page', async ({
    page,
  }) => {
    await loginViaApi(page, 'staff@example.com');
    await page.goto('/staff');
    const search = page.getByRole('searchbox', { name: 'Name, e-mail address or share code' });
    await search.fill('Morgan');
    const result = page.getByRole('link', { name: 'Alex Morgan' });
    await expect(result).toBeVisible();
    await expectNoAxeViolations(page);
    // By keyboard: the result is a link like any other.
    await result.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/staff\/members\/[0-9a-f-]{36}$/);
    const memberPage = page.url();
    await expect(page.getByRole('heading', { level: 1, name: 'Alex Morgan' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Latest transactions' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    // A points credit with its reason: the new ledger line shows at once.
    await page.getByRole('textbox', { name: 'Points' }).fill('15');
    await page.getByRole('textbox', { name: 'Reason (the member sees it)' }).fill('Frost delay');
    await page.getByRole('button', { name: 'Credit', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: '15 points credited.' })).toBeVisible();
    const ledger = page.getByRole('region', { name: 'Latest transactions' });
    await expect(ledger.getByRole('row').nth(1)).toContainText('Point Credit');
    await expect(ledger.getByRole('row').nth(1)).toContainText('15');

    await page.getByRole('button', { name: 'Impersonate Alex Morgan' }).click();
    await expect(page.getByText('You are currently impersonating Alex Morgan')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expectNoAxeViolations(page);

    // Logging out while impersonating ends it and returns to the member's staff page.
    await page
      .getByRole('button', { name: /log ?out/i })
      .first()
      .click();
    const confirm = page.getByRole('dialog');
    if (await confirm.isVisible().catch(() => false)) {
      await confirm
        .getByRole('button', { name: /log ?out|confirm|yes/i })
        .last()
        .click();
    }
    await expect(page).toHaveURL(memberPage);
    await expect(page.getByRole('heading', { level: 1, name: 'Alex Morgan' })).toBeVisible();
    await expect(page.getByText('You are currently impersonating')).toHaveCount(0);

    // The console's audit log names who acted, what, and on whose behalf.
    await page.getByRole('link', { name: 'Back to the console' }).click();
    const log = page.getByRole('region', { name: 'Audit log' });
    await expect(
      log.getByRole('row').filter({ hasText: '/api/staff/members/:memberGuid/impersonate' }),
    ).toContainText('Pat Staff');
    await expect(log.getByRole('row').filter({ hasText: 'stop-impersonating' })).toContainText('Alex Morgan');
    await expectNoAxeViolations(page);
  });

  test('club staff work in their club only; a member is sent away from the console', async ({ browser }) => {
    const clubStaff = await browser.newPage();
    await loginViaApi(clubStaff, 'clubstaff@example.com');
    // A member route takes club staff to their console.
    await clubStaff.goto('/');
    await expect(clubStaff).toHaveURL(/\/staff$/);
    await clubStaff
      .getByRole('searchbox', { name: 'Name, e-mail address or share code' })
      .fill('example.com');
    await expect(clubStaff.getByRole('link', { name: 'Alex Morgan' })).toBeVisible();
    // rounds@example.com's home club is 537 and they never booked at 151: not theirs to see.
    await expect(clubStaff.getByText('rounds@example.com')).toHaveCount(0);
    await clubStaff.close();

    const member = await browser.newPage();
    await loginViaApi(member, 'member@example.com');
    await member.goto('/staff');
    await expect(member).toHaveURL(/\/$/);
    await member.close();
  });
});
