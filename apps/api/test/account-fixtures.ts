import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { members } from '../src/db/schema';
import type { TestContext } from './helpers';

/** Shared by the account tests: the demo password, the session cookie of a reply, a member row, the outbox. */
export const PASSWORD = 'Fairway2026!';

export const cookieOf = (res: { cookies: { name: string; value: string }[] }) => {
  const cookie = res.cookies.find((c) => c.name.endsWith('fairway_session'));
  return cookie?.value ? `${cookie.name}=${cookie.value}` : undefined;
};

export const memberRow = async (ctx: TestContext, email: string) => {
  const [row] = await ctx.database.db.select().from(members).where(eq(members.email, email));
  if (!row) throw new Error(`no member ${email}`);
  return row;
};

/** The .eml files of the outbox, newest last, decoded from quoted-printable enough to read links. */
export const outboxMails = (ctx: TestContext): string[] => {
  const dir = ctx.app.config.outboxDir;
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((file) =>
      fs
        .readFileSync(path.join(dir, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    );
};
