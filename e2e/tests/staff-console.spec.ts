import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, loginViaApi, test } from './fixtures';

/**
 * The console's club picker once it shows its first club. Until the staff clubs load it has no value; the
 * label it then shows is written by an effect after the render that enables it, which would overwrite
 * text typed in between (a CI run lost "Aberdeen Heath" that way and never saw its option).
 */
async function consoleClubPicker(page: Page) {
  const picker = page.getByRole('combobox', { name: 'Club' });
  await expect(picker).toBeEnabled();
  await expect(picker).not.toHaveValue('');
  return picker;
}

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
    // The top bar's logout asks first (its dialog's chunk may still be loading: wait for it).
    const confirm = page.getByRole('dialog');
    await expect(confirm).toBeVisible();
    await confirm
      .getByRole('button', { name: /log ?out|confirm|yes/i })
      .last()
      .click();
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

test.describe('staff console: its own layout, club content, ballots and waitlist', () => {
  test('staff pick a club by name, edit its content and members see it; a refused document is not saved', async ({
    browser,
    page,
  }) => {
    await loginViaApi(page, 'staff@example.com');
    const original = await (await page.request.get('/api/staff/clubs/151/content')).json();
    await page.goto('/staff');
    // The console's own header: its screens, no member furniture (points, basket, buddies).
    const nav = page.getByRole('navigation', { name: 'Console' });
    await expect(nav.getByRole('link', { name: 'Queue' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText(/Home points|Open Play points/)).toHaveCount(0);
    await nav.getByRole('link', { name: 'Content' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Club content' })).toBeVisible();

    // Pick a club by name, then back to Foxhill Heath by keyboard.
    const picker = await consoleClubPicker(page);
    await picker.fill('Oakmere');
    await page.getByRole('option', { name: 'Oakmere Park Golf & Spa' }).click();
    await expect(page.getByRole('textbox', { name: 'Club name' })).toHaveValue('Oakmere Park Golf & Spa');
    await picker.fill('Foxhill');
    await picker.press('ArrowDown');
    await picker.press('Enter');
    await expect(page.getByRole('textbox', { name: 'Club name' })).toHaveValue('Foxhill Heath Golf Club');
    await expectNoAxeViolations(page);

    // A refused document: the field says why, nothing is saved.
    await page.getByRole('textbox', { name: 'Club name' }).fill('');
    await page.getByRole('button', { name: 'Save content' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'Not saved' });
    await expect(refusal).toContainText('clubName');
    await expect(page.getByRole('textbox', { name: 'Club name' })).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    expect((await (await page.request.get('/api/clubs/151/content')).json()).clubName).toBe(
      original.clubName,
    );
    await page.getByRole('textbox', { name: 'Club name' }).fill(original.clubName);

    // A text members read: saved, and on a member's dashboard at once.
    const message = 'Frost this morning: the range opens at 10:00.';
    await page.getByRole('textbox', { name: 'Dashboard message', exact: true }).fill(message);
    await page.getByRole('button', { name: 'Save content' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved: members see it now.' })).toBeVisible();
    await expect(refusal).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    const memberContext = await browser.newContext();
    const member = await memberContext.newPage();
    await loginViaApi(member, 'member@example.com');
    await member.goto('/');
    await expect(member.getByText(message)).toBeVisible();
    await memberContext.close();

    const restored = await page.request.put('/api/staff/clubs/151/content', { data: original });
    expect(restored.status()).toBe(200);
  });

  test('staff add a ballot window, see the ballot and its entry, run the draw early and read the results', async ({
    page,
  }) => {
    await loginViaApi(page, 'staff@example.com');
    const clubs = (await (await page.request.get('/api/staff/clubs')).json()).Clubs as {
      ClubId: number;
      ClubName: string;
      Courses: { Id: number; FacilityType: number }[];
    }[];
    // A generated club no other spec books at, with one golf course.
    const club = clubs.find((c) => c.ClubName === 'Aberdeen Heath Golf & Country Club')!;
    const original = await (await page.request.get(`/api/staff/clubs/${club.ClubId}/content`)).json();
    // Ten days ahead, club time: inside the window's entries (14 days ahead) and before its draw (7).
    const day = new Date(Date.now() + 10 * 86_400_000);
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(day);
    const weekday = new Intl.DateTimeFormat('en', { weekday: 'short', timeZone: 'UTC' }).format(
      new Date(`${date}T12:00:00Z`),
    );

    await page.goto('/staff/content');
    const picker = await consoleClubPicker(page);
    await picker.fill('Aberdeen Heath');
    await page.getByRole('option', { name: club.ClubName }).click();
    await expect(page.getByRole('textbox', { name: 'Club name' })).toHaveValue(club.ClubName);
    await page.getByRole('button', { name: 'Add a ballot window' }).click();
    const window1 = page.getByRole('listitem', { name: 'Window 1' });
    await window1.getByRole('checkbox', { name: 'Sat' }).uncheck();
    await window1.getByRole('checkbox', { name: weekday }).check();
    await window1.getByLabel('From').fill('08:00');
    await window1.getByLabel('Until').fill('10:00');
    await page.getByRole('button', { name: 'Save content' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Ballots' }).click();
    const ballot = page.getByRole('listitem').filter({ hasText: 'Aberdeen Heath Course' });
    await expect(ballot).toContainText('Open');
    await expect(ballot).toContainText('0 entries');
    await expectNoAxeViolations(page);

    // A member enters it.
    const courseId = club.Courses[0]!.Id;
    const asMember = await page.context().browser()!.newContext();
    const member = await asMember.newPage();
    await loginViaApi(member, 'member@example.com');
    const [open] = await (
      await member.request.get(`/api/ballots?clubId=${club.ClubId}&courseId=${courseId}&date=${date}`)
    ).json();
    const entered = await member.request.post(`/api/ballots/${open.Id}/entries`, {
      data: { players: 1, juniors: 0, preferences: ['08:10', '08:00'] },
    });
    expect(entered.status()).toBe(201);
    await asMember.close();

    await page.reload();
    await page.getByRole('link', { name: /Aberdeen Heath Course/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Aberdeen Heath Course/ })).toBeVisible();
    const entries = page.getByRole('region', { name: '1 entry' });
    await expect(entries.getByRole('listitem')).toContainText('Alex Morgan');
    await expect(entries.getByRole('listitem')).toContainText('Preferred times: 08:10, 08:00');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Run draw now' }).click();
    const confirm = page.getByRole('dialog', { name: 'Run the draw now?' });
    await confirm.getByRole('button', { name: 'Run draw now' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Drawn' })).toBeVisible();
    await expect(entries.getByRole('listitem')).toContainText('#1');
    await expect(entries.getByRole('listitem')).toContainText('Won 08:10');
    await expect(entries.getByRole('listitem')).toContainText(/Booking FW[A-Z0-9]+/);
    await expect(page.getByText('Seed:')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Run draw now' })).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page);

    // The waitlist screen, by keyboard from the console's navigation. The link keeps its focus when the
    // width changes under it (the phone's navigation row becomes the wide header's).
    const waitlistLink = page
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Waitlist' });
    await waitlistLink.focus();
    await page.setViewportSize({ width: 1280, height: 800 });
    // The wide header is drawn: only it names who is signed in.
    await expect(page.getByRole('banner').getByText('Pat Staff')).toBeVisible();
    await expect(waitlistLink).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Waitlist' })).toBeVisible();
    await expect(page.getByText('Nobody is waiting for a start to come.')).toBeVisible();
    await expectNoAxeViolations(page);

    const restored = await page.request.put(`/api/staff/clubs/${club.ClubId}/content`, { data: original });
    expect(restored.status()).toBe(200);
  });
});
