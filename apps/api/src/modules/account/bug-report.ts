import type { BugReport } from '@fairway/contracts';
import type { Mailer } from '../../lib/mailer';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** E-mails a bug report to the team; the reporter's address (if given) is the Reply-To. */
export async function sendBugReport(
  mailer: Mailer,
  to: string,
  report: BugReport & { memberId: string | null },
): Promise<void> {
  const lines = [
    `Page: ${report.page || '(not given)'}`,
    `Member: ${report.memberId ?? '(not signed in)'}`,
    `Reply to: ${report.email || '(not given)'}`,
    '',
    report.message,
  ];
  await mailer.send({
    kind: 'bug-report',
    to,
    replyTo: report.email || undefined,
    subject: 'Bug report: page not found',
    text: `${lines.join('\n')}\n`,
    html: `<pre>${escapeHtml(lines.join('\n'))}</pre>`,
  });
}
