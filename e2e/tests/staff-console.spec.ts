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

    // A past booking marked as a no-show.
    const recent = page.getByRole('region', { name: 'Recent bookings' }).getByRole('listitem');
    const markable = recent.filter({ has: page.getByRole('button', { name: 'Mark no-show' }) }).first();
    const ref = (await markable.innerText()).match(/FW[A-Z0-9]+/)?.[0] ?? '';
    await markable.getByRole('button', { name: 'Mark no-show' }).click();
    await expect(recent.filter({ hasText: ref })).toContainText('No-show');

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
    const staffContext = await browser.newContext();
    const clubStaff = await staffContext.newPage();
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

    // An extra to fulfil: marked once, it leaves the list.
    const extras = clubStaff.getByRole('region', { name: 'Extras to fulfil' }).getByRole('listitem');
    const count = await extras.count();
    expect(count).toBeGreaterThan(0);
    await extras.first().getByRole('button', { name: 'Mark fulfilled' }).click();
    await expect(extras).toHaveCount(count - 1);

    // The club's bookings as a CSV file.
    const download = clubStaff.waitForEvent('download');
    await clubStaff.getByRole('link', { name: 'Download bookings (CSV)' }).click();
    expect((await download).suggestedFilename()).toBe('club-151-bookings.csv');

    // The club message editor: what members of club 151 see on their dashboard.
    const original = await (await clubStaff.request.get('/api/clubs/151/message?channel=1')).json();
    const editor = clubStaff.getByRole('region', { name: 'Club message' });
    await expect(editor.getByRole('textbox', { name: 'Title' })).toHaveValue(original.title);
    await expect(editor.getByRole('spinbutton')).toHaveCount(0);
    await editor.getByRole('textbox', { name: 'Title' }).fill('Frost update');
    await editor.getByRole('textbox', { name: 'Message' }).fill('Greens open at 10:00.');
    await editor.getByRole('button', { name: 'Save message' }).click();
    await expect(editor.getByRole('status')).toHaveText('Saved: members see it now.');
    await expectNoAxeViolations(clubStaff);

    const memberContext = await browser.newContext();
    const member = await memberContext.newPage();
    await loginViaApi(member, 'member@example.com');
    await member.goto('/');
    await expect(member.getByRole('heading', { name: 'Frost update' })).toBeVisible();
    await expect(member.getByText('Greens open at 10:00.')).toBeVisible();
    await member.goto('/staff');
    await expect(member).toHaveURL(/\/$/);
    await memberContext.close();

    // Put the demo message back for the other tests.
    const restored = await clubStaff.request.put('/api/staff/clubs/151/message', {
      data: { Title: original.title, Message: original.message },
    });
    expect(restored.status()).toBe(200);
    await staffContext.close();
  });
});
