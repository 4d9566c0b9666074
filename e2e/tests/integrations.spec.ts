import { expect, expectNoAxeViolations, loginViaApi, test } from './fixtures';

test.describe('staff integrations', () => {
  test('club staff create an API token, see it once, use it, and revoke it', async ({ page, request }) => {
    await loginViaApi(page, 'clubstaff@example.com');
    await page.goto('/staff');
    await page.getByRole('link', { name: 'Integrations: API tokens and webhooks' }).click();
    await expect(page).toHaveURL(/\/staff\/integrations$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();

    const name = `Till ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('checkbox', { name: 'Tee sheet (read)' }).check();
    await page.getByRole('button', { name: 'Create token' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'it is shown only once' })).toBeVisible();
    const shown = page.getByRole('textbox', { name: `Token “${name}”` });
    await expect(shown).toHaveValue(/^fw_[A-Za-z0-9_-]{43}$/);
    const token = await shown.inputValue();
    await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page);
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    // The token alone (a fresh context: no cookie) reads the club's bookings and tee sheet.
    const bearer = { authorization: `Bearer ${token}` };
    expect((await request.get('/api/v1/clubs/151/bookings', { headers: bearer })).status()).toBe(200);
    expect((await request.get('/api/v1/clubs/151/teesheet', { headers: bearer })).status()).toBe(200);

    // Gone once dismissed: the list shows its name, scopes, its first characters and its last use.
    await page.getByRole('button', { name: 'Done, I have copied it' }).click();
    await expect(shown).toHaveCount(0);
    await page.reload();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Bookings (read), Tee sheet (read)');
    await expect(row).toContainText(token.slice(0, 7));
    await expect(row).not.toContainText('Never');
    await expect(page.getByText(token)).toHaveCount(0);
    expect(await page.content()).not.toContain(token);
    await expectNoAxeViolations(page);

    await row.getByRole('button', { name: `Revoke ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke this token?' });
    await expect(dialog).toContainText(name);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row).toHaveCount(0);
    const refused = await request.get('/api/v1/clubs/151/bookings', { headers: bearer });
    expect(refused.status()).toBe(401);
    expect((await refused.json()).code).toBe('API_TOKEN_INVALID');
  });

  test('a webhook to a private address is refused; a public one shows its signing secret once', async ({
    page,
  }) => {
    await loginViaApi(page, 'clubstaff@example.com');
    await page.goto('/staff/integrations');
    const address = page.getByRole('textbox', { name: 'Address' });
    await address.fill('http://169.254.169.254/latest/meta-data');
    await page.getByRole('button', { name: 'Add webhook' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'webhooks are only sent to addresses on the public internet',
    );

    const url = `https://93.184.216.34/fairway/${Date.now()}`;
    await address.fill(url);
    await page.getByRole('checkbox', { name: 'A ballot is drawn' }).check();
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const secret = page.getByRole('textbox', { name: 'Signing secret' });
    await expect(secret).toHaveValue(/^whsec_[A-Za-z0-9_-]{43}$/);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Done, I have copied it' }).click();
    await expect(secret).toHaveCount(0);
    const card = page.getByRole('listitem').filter({ hasText: url });
    await expect(card).toContainText('A booking is made · A booking is cancelled · A ballot is drawn');
    await card.getByRole('button', { name: 'Turn off' }).click();
    await expect(card.getByRole('button', { name: 'Turn on' })).toBeVisible();
    await card.getByRole('button', { name: 'Delivery log' }).click();
    await expect(card).toContainText('Nothing has been sent yet.');
    await page.setViewportSize({ width: 390, height: 900 });
    await expectNoAxeViolations(page);
  });
});
