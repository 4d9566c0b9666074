import { domainToASCII } from 'node:url';
import { type ParsedMail, simpleParser } from 'mailparser';
import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { composeMail, type MailParts } from './mail-message';

/** What a reader's mail program sees of a message: mailparser's reading of its fields. */
function seen(mail: ParsedMail) {
  const text = (a: ParsedMail['to']) => (a && !Array.isArray(a) ? a.text : '');
  return {
    from: mail.from?.text,
    to: text(mail.to),
    replyTo: mail.replyTo?.text,
    subject: mail.subject,
    text: mail.text?.replace(/\n$/, ''),
    html: mail.html,
    bcc: text(mail.bcc),
    headers: [...mail.headers.keys()].sort(),
  };
}

/** The same parts made into a message by nodemailer's own composer (its stream transport). */
async function nodemailerMade(parts: MailParts): Promise<Buffer> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const info = await transport.sendMail({ ...parts, replyTo: parts.replyTo });
  return (info as unknown as { message: Buffer }).message;
}

const receipt: MailParts = {
  from: 'Fairway <no-reply@fairway.test>',
  to: 'Ann Member <ann@example.com>',
  replyTo: 'club@example.com',
  subject: 'Your receipt from Hyde & Villiers: Hyde, £3,200.00',
  text: 'Hello Ann,\nThank you for your payment.\n\nAmount paid: £3,200.00',
  html: '<p>Hello Ann,</p>\n<table><tr><td>Amount paid</td><td>£3,200.00</td></tr></table>',
  messageId: '<receipt-1234@fairway.test>',
};

const others: MailParts[] = [
  receipt,
  {
    from: '"Château Lévêque" <club@château.example>',
    to: 'Zoë Ångström <zoe@exämple.com>',
    subject: `Votre reçu : ${'un forfait au nom très long, '.repeat(6)}€45`,
    text: `${'é'.repeat(300)}\r\nLine two\nLine three\n${'x'.repeat(500)}`,
    html: `<p>${'<b>gras</b> '.repeat(120)}</p>`,
  },
  {
    from: 'no-reply@fairway.test',
    to: 'plain@example.com',
    subject: 'Plain ASCII',
    text: 'Nothing to encode.',
    html: '<p>Nothing to encode.</p>',
  },
];

describe('composeMail', () => {
  it('reads, in a mail program, as the message nodemailer makes of the same parts', async () => {
    for (const parts of others) {
      const ours = seen(await simpleParser(composeMail(parts).raw));
      const theirs = seen(await simpleParser(await nodemailerMade(parts)));
      expect(ours).toEqual(theirs);
      expect(ours.subject).toBe(parts.subject);
      expect(ours.html).toBe(parts.html);
      expect(ours.text).toBe(parts.text.replace(/\r\n/g, '\n'));
    }
  });

  it('is 7-bit text in CRLF lines of at most 78 characters, its envelope and Message-ID as sent', async () => {
    for (const parts of others) {
      const mail = composeMail(parts);
      const raw = mail.raw.toString('latin1');
      expect(raw).toMatch(/^[\x20-\x7e\r\n\t]*$/);
      expect(raw.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
      for (const line of raw.split('\r\n')) expect(line.length).toBeLessThanOrEqual(78);
      const parsed = await simpleParser(mail.raw);
      expect(parsed.messageId).toBe(mail.messageId);
      if (parts.messageId) expect(mail.messageId).toBe(parts.messageId);
      else expect(mail.messageId).toMatch(/^<[^<>@\s]+@[^<>@\s]+>$/);
    }
    expect(composeMail(receipt).envelope).toEqual({ from: 'no-reply@fairway.test', to: ['ann@example.com'] });
    // An internationalised domain travels in the envelope as its ASCII form.
    expect(composeMail(others[1]!).envelope).toEqual({
      from: `club@${domainToASCII('château.example')}`,
      to: [`zoe@${domainToASCII('exämple.com')}`],
    });
  });

  it('keeps a line break in a subject or a name from starting a header of its own', async () => {
    const mail = composeMail({
      ...receipt,
      to: 'Ann\r\nBcc: thief@evil.test <ann@example.com>',
      subject: 'Receipt\r\nBcc: thief@evil.test',
    });
    const parsed = seen(await simpleParser(mail.raw));
    expect(parsed.bcc).toBe('');
    expect(parsed.headers).not.toContain('bcc');
    expect(mail.envelope.to).toEqual(['ann@example.com']);
    expect(parsed.subject).not.toMatch(/[\r\n]/);
  });

  it('draws a new boundary and Message-ID for each message', () => {
    const parts = { ...receipt, messageId: undefined };
    const [a, b] = [composeMail(parts), composeMail(parts)];
    expect(a.messageId).not.toBe(b.messageId);
    const boundary = (m: typeof a) => /boundary="([^"]+)"/.exec(m.raw.toString())?.[1];
    expect(boundary(a)).toBeTruthy();
    expect(boundary(a)).not.toBe(boundary(b));
  });
});
