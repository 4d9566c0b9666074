import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PACKAGE_TYPES } from '@fairway/contracts';
import nodemailer from 'nodemailer';
import { createMailer, type MailMessage } from '../src/lib/mailer';
import {
  type ReceiptFacts,
  receiptHtml,
  receiptSubject,
  receiptText,
} from '../src/modules/checkout/receipt-texts';

/**
 * `BENCH_ONLY=mail npx tsx bench/run.ts` (part of `npm run bench`): what one receipt e-mail costs the API
 * process, through the app's mailer (`src/lib/mailer.ts`) with a real SMTP server in another process
 * (`bench/smtp-sink.mjs`, smtp-server): BENCH_MAIL_MESSAGES receipts (1,000), ten in flight, over SMTP
 * with a pooled transport (the default) and with `?pool=false` (a connection per message), and into the
 * development outbox. The anchor, in the same run: nodemailer composing the same messages into memory,
 * what any sending costs at least. Reported: the sender's CPU per message (and as a multiple of the
 * anchor), the wall time per message, and the connections and CPU the server saw.
 */
const MESSAGES = Number(process.env.BENCH_MAIL_MESSAGES ?? 1000);
const IN_FLIGHT = 10;
const SINK = fileURLToPath(new URL('./smtp-sink.mjs', import.meta.url));

const receipt = (i: number): MailMessage => {
  const facts: ReceiptFacts = {
    forename: `Member ${i}`,
    clubName: 'Foxhill Heath Golf Club',
    clubEmail: 'hello@foxhill.example',
    packageName: 'Top-up 500',
    packageType: PACKAGE_TYPES.homeTopUp,
    renewal: false,
    amount: `£${50 + (i % 50)}.00`,
    cardLast4: '4242',
    renewalDate: null,
    homePoints: 500,
    openPlayPoints: 0,
    paymentId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    paidAt: 'Saturday, 28 November 2026',
  };
  return {
    kind: 'receipt',
    to: `Member ${i} <member-${i}@example.com>`,
    replyTo: facts.clubEmail,
    subject: receiptSubject(facts),
    text: receiptText(facts),
    html: receiptHtml(facts),
  };
};

type Count = { connections: number; messages: number; cpuMs: number };

async function sendAll(send: (m: MailMessage) => Promise<unknown>) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < MESSAGES) await send(receipt(next++));
    }),
  );
  const used = process.cpuUsage(cpu);
  return { cpuUs: (used.user + used.system) / MESSAGES, wallMs: (performance.now() - started) / MESSAGES };
}

export async function benchMail(): Promise<void> {
  const sink = fork(SINK, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], execArgv: [] });
  const ask = (cmd: string) =>
    new Promise<Count>((resolve) => {
      sink.once('message', (m) => resolve(m as Count));
      sink.send({ cmd });
    });
  try {
    const { port } = await new Promise<{ port: number }>((resolve) =>
      sink.once('message', (m) => resolve(m as never)),
    );
    const log = { info: () => {} };
    const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-mail-bench-'));
    const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    const rows: { label: string; cpuUs: number; wallMs: number; server?: Count }[] = [];
    // Each way twice, alternated; the first round also warms the JIT, so the second is reported.
    for (let round = 0; round < 2; round++) {
      rows.length = 0;
      rows.push({
        label: 'anchor: nodemailer composing into memory',
        ...(await sendAll((m) => composer.sendMail({ from: 'Fairway <no-reply@fairway.test>', ...m }))),
      });
      for (const [label, smtpUrl] of [
        ['SMTP, pooled (the default)', `smtp://127.0.0.1:${port}`],
        ['SMTP, a connection per message (?pool=false)', `smtp://127.0.0.1:${port}/?pool=false`],
        ['development outbox (.eml files)', null],
      ] as const) {
        const mailer = createMailer({ smtpUrl, outboxDir, from: 'Fairway <no-reply@fairway.test>', log });
        const before = await ask('count');
        const sent = await sendAll((m) => mailer.send(m));
        const after = await ask('count');
        mailer.close();
        rows.push({
          label,
          ...sent,
          server: smtpUrl
            ? {
                connections: after.connections - before.connections,
                messages: after.messages - before.messages,
                cpuMs: after.cpuMs - before.cpuMs,
              }
            : undefined,
        });
      }
    }
    fs.rmSync(outboxDir, { recursive: true, force: true });
    const anchor = rows[0]!.cpuUs;
    console.log(
      `\nReceipt e-mails (${MESSAGES} each way, ${IN_FLIGHT} in flight; sender's CPU per message):`,
    );
    for (const r of rows) {
      const server = r.server
        ? `  server: ${r.server.messages} messages over ${r.server.connections} connections, ${((r.server.cpuMs * 1000) / MESSAGES).toFixed(0)} µs CPU/msg`
        : '';
      console.log(
        `  ${r.label.padEnd(48)} ${r.cpuUs.toFixed(0).padStart(5)} µs CPU/msg (${(r.cpuUs / anchor).toFixed(2)}× anchor)  ${r.wallMs.toFixed(2)} ms/msg${server}`,
      );
    }
  } finally {
    sink.send({ cmd: 'stop' });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchMail();
