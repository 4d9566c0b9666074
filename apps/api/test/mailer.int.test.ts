import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, pooledSmtpUrl } from '../src/lib/mailer';

const message = {
  kind: 'Receipt/../../x',
  to: 'Ann Member <ann@example.com>',
  replyTo: 'club@example.com',
  subject: 'Your receipt from Hyde & Villiers: Hyde, £3,200.00',
  text: 'Hello Ann,\nThank you.',
  html: '<p>Hello Ann,</p>',
};

function logInto(lines: object[]) {
  return { info: (obj: object, msg: string) => void lines.push({ ...obj, msg }) };
}

describe('mailer: outbox transport (the default)', () => {
  it('writes one RFC 822 .eml file per message, with a safe name, and logs a line without personal data', async () => {
    const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-outbox-test-'));
    const lines: object[] = [];
    const mailer = createMailer({
      smtpUrl: null,
      outboxDir,
      from: 'Fairway <no-reply@fairway.test>',
      log: logInto(lines),
    });
    expect(mailer.transport).toBe('outbox');
    const first = await mailer.send(message);
    await mailer.send(message);
    const files = fs.readdirSync(outboxDir);
    expect(files).toHaveLength(2);
    for (const f of files) expect(f).toMatch(/^[0-9TZ-]+-receipt-x-[0-9a-f-]{36}\.eml$/);
    expect(path.dirname(first.file!)).toBe(outboxDir);
    const parsed = await simpleParser(fs.readFileSync(first.file!));
    expect(parsed.subject).toBe(message.subject);
    expect(parsed.from?.text).toBe('"Fairway" <no-reply@fairway.test>');
    expect(parsed.to && 'text' in parsed.to ? parsed.to.text : '').toBe('"Ann Member" <ann@example.com>');
    expect(parsed.replyTo?.text).toBe('club@example.com');
    expect(parsed.text?.trim()).toBe(message.text);
    expect(parsed.html).toBe(message.html);
    expect(parsed.messageId).toBe(first.messageId);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toEqual({
      mail: 'receipt-x',
      transport: 'outbox',
      messageId: first.messageId,
      msg: 'mail sent',
    });
    expect(JSON.stringify(lines)).not.toMatch(/ann|Ann|Hyde/);
    mailer.close();
  });

  it('makes its directory again when it goes away between messages', async () => {
    const outboxDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-outbox-test-')), 'outbox');
    const mailer = createMailer({ smtpUrl: null, outboxDir, from: 'f@fairway.test', log: logInto([]) });
    await mailer.send(message);
    fs.rmSync(outboxDir, { recursive: true });
    const second = await mailer.send(message);
    expect(fs.readdirSync(outboxDir)).toEqual([path.basename(second.file!)]);
    mailer.close();
  });
});

describe('mailer: the SMTP URL', () => {
  it('is pooled unless it says otherwise, its credentials and other options kept', () => {
    const pooled = new URL(pooledSmtpUrl('smtps://us%40er:p%3Ass@mail.example.com:465/?name=fairway.test'));
    expect([pooled.username, pooled.password, pooled.host]).toEqual([
      'us%40er',
      'p%3Ass',
      'mail.example.com:465',
    ]);
    expect(Object.fromEntries(pooled.searchParams)).toEqual({ name: 'fairway.test', pool: 'true' });
    expect(new URL(pooledSmtpUrl('smtp://mail.example.com/?pool=false')).searchParams.get('pool')).toBe(
      'false',
    );
  });
});

describe('mailer: SMTP transport (SMTP_URL) against a real local SMTP server', () => {
  const received: { from: string; to: string[]; raw: Buffer }[] = [];
  let connections = 0;
  let server: SMTPServer;
  let port = 0;
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onConnect(_session, callback) {
        connections++;
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    port = (server.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers the message over SMTP and writes nothing to the outbox', async () => {
    const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-outbox-test-'));
    const lines: object[] = [];
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      outboxDir,
      from: 'Fairway <no-reply@fairway.test>',
      log: logInto(lines),
    });
    expect(mailer.transport).toBe('smtp');
    const sent = await mailer.send(message);
    expect(sent.file).toBeNull();
    expect(received).toHaveLength(1);
    expect(received[0]!.from).toBe('no-reply@fairway.test');
    expect(received[0]!.to).toEqual(['ann@example.com']);
    const parsed = await simpleParser(received[0]!.raw);
    expect(parsed.subject).toBe(message.subject);
    expect(parsed.html).toBe(message.html);
    expect(fs.readdirSync(outboxDir)).toEqual([]);
    expect(lines).toEqual([
      { mail: 'receipt-x', transport: 'smtp', messageId: sent.messageId, msg: 'mail sent' },
    ]);
    mailer.close();
  });

  it('sends a burst over a few pooled connections, and over one each with ?pool=false', async () => {
    const sendBurst = async (smtpUrl: string) => {
      const mailer = createMailer({
        smtpUrl,
        outboxDir: os.tmpdir(),
        from: 'f@fairway.test',
        log: logInto([]),
      });
      received.length = 0;
      connections = 0;
      await Promise.all(Array.from({ length: 20 }, () => mailer.send(message)));
      mailer.close();
      return { delivered: received.length, connections };
    };
    const pooled = await sendBurst(`smtp://127.0.0.1:${port}`);
    expect(pooled.delivered).toBe(20);
    // nodemailer's pool: at most five connections at once.
    expect(pooled.connections).toBeLessThanOrEqual(5);
    expect(await sendBurst(`smtp://127.0.0.1:${port}/?pool=false`)).toEqual({
      delivered: 20,
      connections: 20,
    });
  });
});
