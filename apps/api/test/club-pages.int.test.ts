import fs from 'node:fs';
import path from 'node:path';
import { ZClubContent } from '@fairway/contracts';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { clubs } from '../src/db/schema';
import { seedClubs } from '../src/seed/clubs';
import { sessionCookieFor, useTestApp } from './helpers';

const good = {
  name: 'Alex Visitor',
  email: 'alex.visitor@example.com',
  telephone: '01632 960999',
  subject: 'Corporate membership',
  message: 'Could someone call me about corporate membership for six golfers?',
};

const outboxFiles = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir) : []);

describe('club pages: content', () => {
  const ctx = useTestApp();

  it.each(seedClubs.map((c) => [c.id] as const))(
    'serves a valid, complete document for club %i',
    async (id) => {
      const res = await ctx.app.inject({ url: `/api/clubs/${id}/content` });
      expect(res.statusCode).toBe(200);
      const doc = ZClubContent.parse(res.json());
      expect(doc.customerServiceEmail).toMatch(/@/);
      expect(doc.termsAndConditions!.length).toBeGreaterThan(3);
      expect(doc.explainerImages!.length).toBeGreaterThan(0);
      expect(doc.address.join(' ')).not.toContain('Clubhouse Lane');
      expect(doc.theme.logoUrl).toMatch(/^\/img\/clubs\/\d+\/logo\.svg$/);
      if (id !== 0) expect(doc.courseFacts!.length).toBeGreaterThan(0);
    },
  );

  it('serves every generated network club a complete page: drama-range telephone, OSM link, logo, banner, course', async () => {
    const ids = (await ctx.database.db.select({ id: clubs.id }).from(clubs))
      .map((c) => c.id)
      .filter((id) => id >= 601);
    expect(ids.length).toBeGreaterThan(250);
    const telephones = new Set<string>();
    for (const id of ids) {
      const res = await ctx.app.inject({ url: `/api/clubs/${id}/content` });
      expect(res.statusCode, String(id)).toBe(200);
      const doc = ZClubContent.parse(res.json());
      expect(doc.telephone, String(id)).toMatch(/^01632 960\d{3}$/);
      telephones.add(doc.telephone);
      expect(doc.mapsLink, String(id)).toMatch(/^https:\/\/www\.openstreetmap\.org\/search\?query=/);
      expect(doc.theme.logoUrl, String(id)).toBe('/img/clubs/network/logo.svg');
      expect(doc.bannerUrl, String(id)).toMatch(/^\/img\/clubs\/network\/banner-tier-[123]\.svg$/);
      expect(doc.courseFacts?.[0]?.holes, String(id)).toBe(18);
    }
    expect(telephones.size).toBe(ids.length);
  });

  it('fills a club without page content from the network default (club 0)', async () => {
    const network = (await ctx.app.inject({ url: '/api/clubs/0/content' })).json();
    const [row] = await ctx.database.db.select().from(clubs).where(eq(clubs.id, 259));
    const bare = { ...row!.content };
    for (const key of ['quotes', 'explainerImages', 'termsAndConditions', 'customerServiceEmail'] as const)
      delete bare[key];
    await ctx.app.clubDocuments.save(259, bare);
    const doc = (await ctx.app.inject({ url: '/api/clubs/259/content' })).json();
    expect(doc.termsAndConditions).toEqual(network.termsAndConditions);
    expect(doc.quotes).toEqual(network.quotes);
    expect(doc.customerServiceEmail).toBe(bare.email);
  });

  it('shows the Grove terms and club 238 its own', async () => {
    const terms = async (id: number) =>
      (
        (await ctx.app.inject({ url: `/api/clubs/${id}/content` })).json().termsAndConditions as {
          text: string;
        }[]
      )
        .map((t) => t.text)
        .join('\n');
    for (const id of [523, 537, 449]) expect(await terms(id)).toContain('up to 60 days ahead');
    expect(await terms(238)).toContain('cannot be combined with any other offer');
    expect(await terms(151)).toContain('Hyde: £3,200 for 800 points');
  });

  it('refuses a document with a bad page field and keeps the old one', async () => {
    const before = (await ctx.app.inject({ url: '/api/clubs/151/content' })).json();
    for (const bad of [
      { quotes: [{ text: '', name: 'x', title: '' }] },
      { termsAndConditions: [{ text: 'x', link: 'javascript:alert(1)' }] },
      { courseFacts: [{ name: 'x', holes: 0, par: 72, lengthYards: 6000 }] },
      { customerServiceEmail: 'not an address' },
    ]) {
      await expect(ctx.app.clubDocuments.save(151, { ...before, ...bad })).rejects.toMatchObject({
        code: 'VALIDATION',
      });
    }
    expect((await ctx.app.inject({ url: '/api/clubs/151/content' })).json()).toEqual(before);
  });
});

describe('club pages: the network in figures', () => {
  const ctx = useTestApp();

  it('counts the clubs as explore does, and the network copy says the count through a placeholder', async () => {
    const network = await ctx.app.inject({ url: '/api/network' });
    expect(network.statusCode).toBe(200);
    const { Clubs } = network.json() as { Clubs: number };
    const cookie = await sessionCookieFor(ctx, 'member@example.com');
    const explore = await ctx.app.inject({
      url: '/api/explore/clubs?numClubsToReturn=10',
      headers: { cookie },
    });
    expect(explore.statusCode).toBe(200);
    expect(Clubs).toBe(explore.json().totalClubs);
    expect(Clubs).toBeGreaterThan(0);
    // The landing copy carries no fixed figure that could disagree with the list.
    const content = (await ctx.app.inject({ url: '/api/clubs/0/content' })).json();
    const copy = JSON.stringify([content.introduction, content.explainerImages]);
    expect(copy).toContain('{{networkClubs}}');
    expect(copy).not.toMatch(/\b2[0-9]{2} clubs/);
  });
});

describe('club pages: points matrix', () => {
  const ctx = useTestApp();

  it("answers the club's golf courses by season, day and band", async () => {
    const res = await ctx.app.inject({ url: '/api/clubs/151/matrix' });
    expect(res.statusCode).toBe(200);
    const matrix = res.json();
    expect(matrix).toMatchObject({ ClubId: 151, Rounds: false });
    expect(matrix.Courses.map((c: { Name: string }) => c.Name)).toEqual([
      'Foxhill Heath Championship Course',
      'Woodland Course',
    ]);
    const summer = matrix.Courses[0].Seasons[0];
    expect(summer.Season).toBe('summer');
    expect(summer.Days).toHaveLength(7);
    expect(summer.Days[0].Bands[0].From).toMatch(/^\d{2}:\d{2}$/);
    expect(summer.Days[0].Bands[0].Adult).toBeGreaterThan(0);
  });

  it('marks rounds clubs and refuses unknown or malformed clubs', async () => {
    expect((await ctx.app.inject({ url: '/api/clubs/537/matrix' })).json().Rounds).toBe(true);
    const unknown = await ctx.app.inject({ url: '/api/clubs/999999/matrix' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('CLUB_NOT_FOUND');
    for (const id of ['abc', '-1', '1.5', '99999999999'])
      expect((await ctx.app.inject({ url: `/api/clubs/${id}/matrix` })).statusCode, id).toBe(400);
  });
});

describe('club pages: contact form', () => {
  const ctx = useTestApp({ config: { contactForm: { perClient: 3 } } });
  const post = (clubId: number | string, payload: unknown, remoteAddress = '203.0.113.7') =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/clubs/${clubId}/contact`,
      payload: payload as object,
      remoteAddress,
    });

  it("delivers the message to the club's customer-service address as an .eml, Reply-To the visitor", async () => {
    const outbox = ctx.app.config.outboxDir;
    const before = outboxFiles(outbox);
    const res = await post(151, { ...good, subject: 'Corporate\r\nBcc: x@evil.example' });
    expect(res.statusCode).toBe(202);
    const { Reference } = res.json();
    expect(Reference).toMatch(/^C-[0-9A-F]{8}$/);
    const added = outboxFiles(outbox).filter((f) => !before.includes(f));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/-contact-/);
    const mail = await simpleParser(fs.readFileSync(path.join(outbox, added[0]!)));
    expect(mail.headers.get('to')).toMatchObject({ text: 'membership@foxhillheath.example' });
    expect(mail.replyTo?.text).toBe(good.email);
    expect(mail.subject).toBe(`[${Reference}] Corporate Bcc: x@evil.example`);
    expect(mail.headers.get('bcc')).toBeUndefined();
    expect(mail.text).toContain(good.message);
    expect(mail.text).toContain('Telephone: 01632 960999');
  });

  it('refuses bad input with 400 and field codes, sending nothing', async () => {
    const outbox = ctx.app.config.outboxDir;
    const before = outboxFiles(outbox).length;
    const cases: [unknown, string][] = [
      [{ ...good, email: 'not-an-address' }, 'email'],
      [{ ...good, name: '   ' }, 'name'],
      [{ ...good, message: 'short' }, 'message'],
      [{ ...good, message: 'x'.repeat(4001) }, 'message'],
      [{ ...good, telephone: 'call me maybe' }, 'telephone'],
      [{ ...good, subject: undefined }, 'subject'],
      [{ ...good, name: 'a\u0000b' }, 'name'],
    ];
    for (const [payload, field] of cases) {
      const res = await post(151, payload, '203.0.113.50');
      expect(res.statusCode, field).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
      expect(Object.keys(res.json().fields ?? {}), field).toContain(field);
    }
    expect((await post('abc', good, '203.0.113.51')).statusCode).toBe(400);
    const unknown = await post(999999, good, '203.0.113.52');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('CLUB_NOT_FOUND');
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: '/api/clubs/151/contact',
      payload: good,
      headers: { origin: 'https://evil.example' },
      remoteAddress: '203.0.113.53',
    });
    expect(foreign.statusCode).toBe(403);
    expect(outboxFiles(outbox).length).toBe(before);
  });

  it('answers 429 RATE_LIMITED after the limit per client address, and others still send', async () => {
    for (let i = 0; i < 3; i++) expect((await post(151, good, '198.51.100.9')).statusCode).toBe(202);
    const outbox = ctx.app.config.outboxDir;
    const before = outboxFiles(outbox).length;
    const limited = await post(151, good, '198.51.100.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(outboxFiles(outbox).length).toBe(before);
    expect((await post(563, good, '198.51.100.10')).statusCode).toBe(202);
  });
});
