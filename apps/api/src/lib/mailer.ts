import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { type ComposedMail, composeMail } from './mail-message';

/** One e-mail. `kind` names it in the log line (receipt, magic-link, 2fa …): never an address or a name. */
export type MailMessage = {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /**
   * The same for every send of the same message (`receipt-<paymentId>`): its Message-ID is then
   * `<key@sender's domain>`, so a copy sent again is the same message to mail systems that drop
   * duplicates. Letters, digits, dots and dashes.
   */
  idempotencyKey?: string;
};

export type SentMail = {
  messageId: string /** The .eml file written (outbox transport only). */;
  file: string | null;
};

export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<SentMail>;
  close(): void;
}

type MailLog = { info: (obj: object, msg: string) => void };

/**
 * A message that could not be sent. SMTP replies quote the addresses they refuse (`550 … <ann@…>`), so
 * the transport's error is not kept: only its code and the server's reply code, safe to log.
 */
export class MailError extends Error {
  readonly code: string;
  readonly responseCode: number | null;
  constructor(kind: string, cause: unknown) {
    const { code, responseCode } = (cause ?? {}) as { code?: unknown; responseCode?: unknown };
    const safeCode = typeof code === 'string' && /^[A-Z_]{1,40}$/.test(code) ? code : 'EMAIL';
    const reply = typeof responseCode === 'number' ? responseCode : null;
    super(`${kind} e-mail not sent (${safeCode}${reply ? ` ${reply}` : ''})`);
    this.name = 'MailError';
    this.code = safeCode;
    this.responseCode = reply;
  }
}

/** `<key@domain of the sender>`; the key keeps only characters a Message-ID's left part may hold. */
export function messageIdOf(key: string, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'fairway.invalid';
  return `<${key.replace(/[^A-Za-z0-9.-]/g, '-')}@${domain}>`;
}

/** A kind as it may appear in a file name and a log line: lower-case letters, digits and dashes. */
const safeKind = (kind: string) =>
  kind
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40) || 'mail';

/**
 * SMTP_URL as nodemailer's pooled transport unless the URL says otherwise (`?pool=false`): messages share up
 * to five open connections, each used for up to 100 messages. Without a pool every message opened its own
 * connection (TCP, greeting, EHLO, STARTTLS, AUTH): twice the CPU per message on both ends, four times the
 * wait, and one connection per receipt, which mail servers throttle (`bench/mail.ts`).
 */
export function pooledSmtpUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  return url.toString();
}

/**
 * The app's one way to send e-mail (receipts now; magic links and 2FA codes later), by nodemailer:
 * - `smtpUrl` set (SMTP_URL, e.g. `smtp://user:pass@mail.example.com:587`): an SMTP transport, pooled
 *   (`pooledSmtpUrl`);
 * - otherwise the embedded outbox: the message is written to `outboxDir` as one `.eml` file (open it with
 *   any mail client).
 * Either way the message is made by `composeMail` (mail-message.ts, nodemailer's MimeNode without its
 * streams), SMTP sending it as it is, and one log line says what kind of mail went out and its message id,
 * never to whom or what.
 */
export function createMailer(options: {
  smtpUrl: string | null;
  outboxDir: string;
  from: string;
  log: MailLog;
}): Mailer {
  const { smtpUrl, outboxDir, from, log } = options;
  // The message is made once (mail-message.ts) and handed over as it is: SMTP's transport only sends it.
  const transporter: Transporter | null = smtpUrl ? nodemailer.createTransport(pooledSmtpUrl(smtpUrl)) : null;
  const transport = smtpUrl ? 'smtp' : 'outbox';
  // The outbox directory is made before the first message and again only if it has gone since (a mkdir
  // a message was one of its four file system calls, 1.2 % of the API's CPU under the checkout bench).
  let outboxMade = false;
  const writeToOutbox = async (file: string, message: Buffer) => {
    if (!outboxMade) {
      await fs.mkdir(outboxDir, { recursive: true });
      outboxMade = true;
    }
    await fs.writeFile(file, message, { flag: 'wx' }).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
      await fs.mkdir(outboxDir, { recursive: true });
      await fs.writeFile(file, message, { flag: 'wx' });
    });
  };

  return {
    transport,
    async send(message) {
      const kind = safeKind(message.kind);
      let mail: ComposedMail;
      try {
        mail = composeMail({
          from,
          to: message.to,
          ...(message.replyTo ? { replyTo: message.replyTo } : {}),
          subject: message.subject,
          text: message.text,
          html: message.html,
          ...(message.idempotencyKey ? { messageId: messageIdOf(message.idempotencyKey, from) } : {}),
        });
      } catch (error) {
        throw new MailError(kind, error);
      }
      let file: string | null = null;
      if (transporter) {
        await transporter.sendMail({ envelope: mail.envelope, raw: mail.raw }).catch((error: unknown) => {
          throw new MailError(kind, error);
        });
      } else {
        const stamp = new Date().toISOString().replace(/[:.]/g, '-');
        file = path.join(outboxDir, `${stamp}-${kind}-${randomUUID()}.eml`);
        await writeToOutbox(file, mail.raw);
      }
      log.info({ mail: kind, transport, messageId: mail.messageId }, 'mail sent');
      return { messageId: mail.messageId, file };
    },
    close: () => transporter?.close(),
  };
}
