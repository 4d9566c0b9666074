import os from 'node:os';
import nodemailer from 'nodemailer';
import { composeMail, type MailParts } from '../src/lib/mail-message';
import { receiptOf } from '../src/modules/checkout/receipt';
import { receiptHtml, receiptSubject, receiptText } from '../src/modules/checkout/receipt-texts';

/**
 * `cd apps/api && npx tsx bench/mail-compose.ts`: the CPU one receipt e-mail's message costs to make, in this
 * process: nodemailer's own composer (its stream transport: every part streamed through its transforms)
 * against `composeMail` (lib/mail-message.ts: nodemailer's headers, the bodies encoded at once), for the
 * checkout bench's receipt (an Open Play top-up). BENCH_MAIL_MESSAGES: messages a measurement (2,000).
 */
const N = Number(process.env.BENCH_MAIL_MESSAGES ?? 2000);
const receipt = receiptOf(
  {
    memberId: '6db549d1-8afd-41ce-940a-0741892f62cf',
    email: 'ann.member@example.com',
    forename: 'Ann',
    clubName: 'Foxhill Heath',
    clubEmail: 'club@foxhill.example',
    timeZone: 'Europe/London',
    packageName: '50 Open Play points',
    packageType: 2,
    awayPoints: 50,
    renewal: false,
    amount: 4500,
    currency: 'GBP',
    cardLast4: '4242',
    newExpires: null,
    homePoints: 0,
    openPlayLot: true,
    completedAt: new Date(),
  },
  '93642f68-931e-494f-94b6-1c8b9d45e032',
);
const parts: MailParts = {
  from: 'Fairway <no-reply@fairway.example>',
  to: receipt.email,
  replyTo: receipt.clubEmail,
  subject: receiptSubject(receipt),
  text: receiptText(receipt),
  html: receiptHtml(receipt),
  messageId: '<receipt-93642f68@fairway.example>',
};

async function cpuPerMessage(make: () => unknown): Promise<number> {
  for (let i = 0; i < N / 5; i++) await make();
  const start = process.cpuUsage();
  for (let i = 0; i < N; i++) await make();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / N;
}

const stream = nodemailer.createTransport({ streamTransport: true, buffer: true });
const theirs = await cpuPerMessage(() => stream.sendMail(parts));
const ours = await cpuPerMessage(() => composeMail(parts));
console.log(
  `a receipt's message (${composeMail(parts).raw.length} bytes), CPU a message over ${N}: nodemailer's composer ` +
    `${Math.round(theirs)} µs, composeMail ${Math.round(ours)} µs (${(theirs / ours).toFixed(1)}×); ` +
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
);
