import { randomBytes } from 'node:crypto';
import { foldLines } from 'nodemailer/lib/mime-funcs';
import MimeNode from 'nodemailer/lib/mime-node';
import { encodeQuotedPrintable } from './quoted-printable.ts';
import { fillBody, LINK_PLACEHOLDER, OPT_OUT_PLACEHOLDER } from './settings.ts';
import { composeMessage } from './transport.ts';

/** What one message adds to its body: its recipient, Message-ID, date and per-recipient values. */
export type MessageOwn = {
  to: string;
  messageId: string;
  date: Date;
  /** Its own headers (the opt-out link's), in order. */
  headers: Record<string, string>;
  /** Its values of the body's placeholders. */
  vars: Record<string, string>;
};

/** An address written in a header as it is (nodemailer's plain form): anything else goes the long way. */
const PLAIN_ADDRESS = /^[\w.!#$%&'*+/=?^`{|}~-]+@[A-Za-z0-9.-]+$/;

/**
 * A text part as two halves: what comes before its first per-recipient value, encoded once, and the
 * rest, encoded per message from the column the first half ends at (the first half ends before any
 * space or tab, which the rest's first character decides).
 */
function partTemplate(content: string): (vars: Record<string, string>) => string {
  const first = [OPT_OUT_PLACEHOLDER, LINK_PLACEHOLDER]
    .map((placeholder) => content.indexOf(placeholder))
    .filter((at) => at >= 0);
  if (first.length === 0) {
    const whole = encodeQuotedPrintable(content).encoded;
    return () => whole;
  }
  let cut = Math.min(...first);
  while (cut > 0 && (content[cut - 1] === ' ' || content[cut - 1] === '\t')) cut--;
  const head = encodeQuotedPrintable(content.slice(0, cut));
  const rest = content.slice(cut);
  return (vars) => head.encoded + encodeQuotedPrintable(fillBody(rest, vars), head.column).encoded;
}

/**
 * The MIME text of the messages of one body (decision 0032), the same as nodemailer's MailComposer
 * makes (multipart/alternative, plain text then HTML, quoted-printable UTF-8, headers encoded and
 * folded by nodemailer's own header code) without building each message through its streams, which
 * cost about 1.5 ms of processor time a message: the subject, the sender and both parts up to the
 * first per-recipient value are made once; a message adds its headers and the rest of each part.
 */
export function messageTemplate(body: {
  from: string;
  subject: string;
  html: string;
  text: string;
}): (own: MessageOwn) => Promise<Buffer> {
  const headerCoder = new MimeNode('multipart/alternative', { textEncoding: 'quoted-printable' });
  const line = (key: string, value: string | Date) =>
    foldLines(`${key}: ${headerCoder.encodeHeaderValue(key, value)}`, 76);
  const boundary = `--_NmP-${randomBytes(8).toString('hex')}-Part_1`;
  const from = line('From', body.from);
  const subject = line('Subject', body.subject);
  const closing = [
    'MIME-Version: 1.0',
    foldLines(`Content-Type: multipart/alternative; boundary="${boundary}"`, 76),
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: quoted-printable',
    '',
    '',
  ].join('\r\n');
  const between = [
    '',
    `--${boundary}`,
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: quoted-printable',
    '',
    '',
  ].join('\r\n');
  const end = `\r\n--${boundary}--\r\n`;
  const text = partTemplate(body.text);
  const html = partTemplate(body.html);
  return (own) => {
    // Two empty parts, or an address nodemailer would write otherwise: its composer, as before.
    if (!PLAIN_ADDRESS.test(own.to) || body.text === '' || body.html === '')
      return composeMessage({
        from: body.from,
        to: own.to,
        subject: body.subject,
        html: fillBody(body.html, own.vars),
        text: fillBody(body.text, own.vars),
        messageId: own.messageId,
        date: own.date,
        headers: own.headers,
      });
    const head = [
      ...Object.entries(own.headers).map(([key, value]) => line(key, value)),
      from,
      `To: ${own.to}`,
      subject,
      line('Message-ID', own.messageId),
      line('Date', own.date),
      closing,
    ].join('\r\n');
    return Promise.resolve(Buffer.from(head + text(own.vars) + between + html(own.vars) + end, 'utf8'));
  };
}
