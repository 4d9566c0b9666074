import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { outboxMails } from './account-fixtures';
import { createTestDatabase, logCapture, sessionCookieFor, type TestContext, testConfig } from './helpers';

/** Logs carry no secrets or personal data, even when the database refuses a statement full of them. */
describe('log redaction', () => {
  const ctx = {} as TestContext;
  const lines: string[] = [];
  const person = {
    clubId: 151,
    firstName: 'Zebedee',
    surname: 'Quillfeather',
    phone: '07700 900999',
    email: 'zebedee.private@example.org',
    password: 'Sup3r-Secret-Passphrase',
    confirmPassword: 'Sup3r-Secret-Passphrase',
    referralEmail: 'referrer.private@example.org',
  };
  const secrets = [
    person.firstName,
    person.surname,
    person.phone,
    person.email,
    person.password,
    person.referralEmail,
    '$argon2id$',
  ];
  const logged = () => lines.join('');

  beforeAll(async () => {
    ctx.database = await createTestDatabase({ seeded: true });
    ctx.now = ctx.database.seededAt ?? new Date();
    const stream = logCapture(lines);
    ctx.app = await buildApp({
      config: testConfig(),
      database: ctx.database,
      logger: { level: 'trace', stream },
    });
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.close();
  });

  it('logs a registration the database refuses without its hash, e-mail, name or phone', async () => {
    // A constraint this one registration breaks: the insert fails inside the database, as an outage would.
    await ctx.database.db.execute(
      sql.raw(`alter table members add constraint log_test_phone check (phone <> '${person.phone}')`),
    );
    lines.length = 0;
    const res = await ctx.app
      .inject({ method: 'POST', url: '/api/account/register', payload: person })
      .finally(() => ctx.database.db.execute(sql.raw('alter table members drop constraint log_test_phone')));
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'INTERNAL', message: 'Something went wrong on our side.' });
    const text = logged();
    // The cause is still there for whoever reads the log: the statement and the constraint.
    expect(text).toContain('unhandled error');
    expect(text).toContain('insert into \\"members\\"');
    expect(text).toContain('log_test_phone');
    for (const secret of secrets) expect(text, secret).not.toContain(secret);
  });

  it('logs registrations and logins, accepted or refused, without their credentials', async () => {
    lines.length = 0;
    const register = (payload: object) =>
      ctx.app.inject({ method: 'POST', url: '/api/account/register', payload });
    expect((await register(person)).statusCode).toBe(201);
    expect((await register(person)).statusCode).toBe(409);
    expect((await register({ ...person, firstName: `${person.firstName}\u0000` })).statusCode).toBe(400);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { email: person.email, password: `${person.password}!` },
    });
    expect(login.statusCode).toBe(401);
    const text = logged();
    expect(text).toContain('/api/account/register');
    for (const secret of secrets) expect(text, secret).not.toContain(secret);
  });

  it('censors cookies, authorization and personal fields wherever a log call puts them', async () => {
    lines.length = 0;
    const cookie = await sessionCookieFor(ctx, 'member@example.com');
    ctx.app.log.info(
      {
        req: { headers: { cookie, authorization: 'Bearer top-secret-token' } },
        body: { email: person.email, password: person.password, phone: person.phone },
        member: { row: { forename: person.firstName, passwordHash: '$argon2id$v=19$abc' } },
        email: person.email,
      },
      'a careless log line',
    );
    const text = logged();
    expect(text).toContain('a careless log line');
    expect(text).toContain('[Redacted]');
    for (const secret of [...secrets, cookie.split('=')[1]!, 'top-secret-token']) {
      expect(text, secret).not.toContain(secret);
    }
  });

  it('logs a card payment, accepted or refused, without the card number or CVC', async () => {
    const cookie = await sessionCookieFor(ctx, 'lowpoints@example.com');
    const [bundle] = await ctx.database.db
      .execute<{ id: number }>(
        sql`select b.id from package_bundles b join packages p on p.id = b.package_id where p.club_id = 151 and p.name = '50 Home points'`,
      )
      .then((r) => (r as unknown as { rows: { id: number }[] }).rows);
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/checkout/basket',
      headers: { cookie },
      payload: { BundleId: bundle!.id, PromoCode: null, NewClubId: 151, Extra: null },
    });
    lines.length = 0;
    const year = new Date().getUTCFullYear() + 3;
    const pay = (cardNumber: string, Cvc: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/checkout/pay',
        headers: { cookie, 'idempotency-key': `log-${cardNumber.slice(-4)}` },
        payload: { Card: { Number: cardNumber, ExpMonth: 11, ExpYear: year, Cvc } },
      });
    expect((await pay('4000000000000002', '8642')).statusCode).toBe(422);
    expect((await pay('4242424242424241', '8642')).statusCode).toBe(400);
    expect((await pay('4242424242424242', '8642')).statusCode).toBe(200);
    // The receipt e-mail goes out after the payment's commit: its lines are checked too.
    await ctx.app.receipts.idle();
    ctx.app.log.info(
      { body: { Card: { Number: '4242424242424242', Cvc: '8642' } }, card: { cvc: '8642' } },
      'careless',
    );
    const text = logged();
    expect(text).toContain('/api/checkout/pay');
    for (const secret of ['4000000000000002', '4242424242424241', '4242424242424242']) {
      expect(text, secret).not.toContain(secret);
    }
    // The CVC as a value of its own: its four digits can stand inside a logged number (a responseTime of
    // 0.5686429… once did), which is no leak.
    expect(text).not.toMatch(/(^|[^0-9.])8642([^0-9]|$)/);
  });

  it('logs URLs by their route pattern, without query values or secret path segments', async () => {
    const staff = await sessionCookieFor(ctx, 'staff@example.com');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/account/magic-link',
      payload: { email: 'member@example.com' },
    });
    const mail = outboxMails(ctx).findLast((m) => m.includes('magiclink?token=')) ?? '';
    const magicToken = /magiclink\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1];
    expect(magicToken).toBeDefined();
    const tfaToken = 'Xq7tfaTokenThatMustNotBeLogged0123456789abc';
    const clientSecret = 'pi_3Log_secret_Zq8NeverLogThis';
    const urls = [
      `/magiclink?token=${magicToken}`,
      `/2FA/${tfaToken}/false`,
      `/PaymentProcessing?payment_intent=pi_3Log&payment_intent_client_secret=${clientSecret}`,
      '/api/staff/members?q=zebedee.private%40example.org&page=1',
      '/api/geo/reverse?lat=51.50123&lng=-0.14191',
    ];
    lines.length = 0;
    for (const url of urls) await ctx.app.inject({ url, headers: { cookie: staff } });
    const text = logged();
    for (const secret of [magicToken!, tfaToken, clientSecret, 'zebedee.private', '51.50123', '-0.14191']) {
      expect(text, secret).not.toContain(secret);
    }
    // What the log still says: which page or route, which parameters.
    for (const shown of [
      '/magiclink?token=[Redacted]',
      '/2FA/[Redacted]/false',
      'payment_intent_client_secret=[Redacted]',
      '/api/staff/members?q=[Redacted]&page=1',
      '/api/geo/reverse?lat=[Redacted]&lng=[Redacted]',
    ]) {
      expect(text, shown).toContain(shown);
    }
    // The token read back from the log is not a way in.
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/magic-link/verify',
      payload: { token: /magiclink\?token=([^"&\s]+)/.exec(text)?.[1] ?? '' },
    });
    expect(res.statusCode).toBe(400);
  });
});
