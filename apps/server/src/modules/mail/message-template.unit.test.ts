import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { messageTemplate } from './message-template.ts';
import { encodeQuotedPrintable } from './quoted-printable.ts';
import { LINK_PLACEHOLDER, OPT_OUT_PLACEHOLDER } from './settings.ts';
import { composeMessage } from './transport.ts';

/** Quoted-printable decoded the plain way: soft breaks dropped, =XX to its byte. */
function decode(encoded: string): string {
  const bytes: number[] = [];
  const text = encoded.replace(/=\r\n/g, '');
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '=') {
      bytes.push(Number.parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(text.charCodeAt(i));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Checks what RFC 2045 asks of an encoded text: short lines, no trailing white space, nothing bare. */
function expectWellFormed(encoded: string) {
  for (const line of encoded.split('\r\n')) {
    expect(line.length).toBeLessThanOrEqual(76);
    expect(line).not.toMatch(/[ \t]$/);
    expect(line).toMatch(/^[\x21-\x7e \t]*$/);
    // A soft break only at the end, never inside an =XX.
    expect(line.replace(/=$/, '')).not.toMatch(/=(?![0-9A-F]{2})/);
  }
  expect(encoded).not.toMatch(/\r(?!\n)|(?<!\r)\n/);
}

const samples = [
  '',
  'Zażółć gęślą jaźń',
  'a'.repeat(300),
  `${'ż'.repeat(100)} ${'x'.repeat(74)} =`,
  'linia z odstępem na końcu \nkolejna\t\r\nostatnia ',
  '.kropka na początku\r\n.\r\nFrom nadawca',
  '😀 emoji i znak = równości '.repeat(8),
  '<!DOCTYPE html><html lang="pl"><body style="margin:0"><a href="https://example.pl/a?b=c&amp;d=e">Łącze</a></body></html>'.repeat(
    20,
  ),
];

describe('quoted-printable', () => {
  it.each(samples.map((s) => [s]))('keeps the text and the rules (%#)', (sample) => {
    const { encoded } = encodeQuotedPrintable(sample);
    expectWellFormed(encoded);
    expect(decode(encoded)).toBe(sample.replace(/\r\n|\r|\n/g, '\r\n'));
  });

  it('goes on from where a first half ended, as if encoded whole', () => {
    for (const sample of samples) {
      for (const at of [1, 7, 75, 76, 150]) {
        // Cuts as a template makes them: not after white space, not inside a character.
        if (at >= sample.length || /[ \t\r\n\ud800-\udbff]/.test(sample[at - 1] ?? '')) continue;
        const head = encodeQuotedPrintable(sample.slice(0, at));
        const joined = head.encoded + encodeQuotedPrintable(sample.slice(at), head.column).encoded;
        expectWellFormed(joined);
        expect(decode(joined)).toBe(sample.replace(/\r\n|\r|\n/g, '\r\n'));
      }
    }
  });
});

describe('the message template of a body', () => {
  const body = {
    from: '"Baza Konkurencyjności" <no-reply@bk.example>',
    subject: 'Opublikowano zmiany w ogłoszeniu nr 2026-00037-00045 — bardzo długi temat, który się zawinie',
    html: `<!DOCTYPE html><html lang="pl"><body>${'<p>Treść ogłoszenia z polskimi znakami: ąęłńóśźż.</p>'.repeat(
      60,
    )}<a href="${OPT_OUT_PLACEHOLDER}">Wyłącz</a> <p>stopka</p></body></html>`,
    text: `Baza Konkurencyjności\n\nOgłoszenie nr 2026-00037-00045\n\nWyłącz newsletter i powiadomienia ${OPT_OUT_PLACEHOLDER}\n`,
  };
  const own = (n: number) => {
    const url = `https://bk.example/subskrypcje?token=${'T'.repeat(n)}_x-${n}`;
    return {
      to: `odbiorca.${n}@bk.example`,
      messageId: `<${n.toString(16).padStart(32, '0')}@bk.example>`,
      date: new Date(Date.UTC(2026, 11, 2, 10, n % 60)),
      headers: {
        'List-Unsubscribe': `<${url}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        'Auto-Submitted': 'auto-generated',
      },
      vars: { opt_out_url: url },
    };
  };

  it('makes the message nodemailer makes, for each recipient', async () => {
    const compose = messageTemplate(body);
    for (const n of [1, 17, 43]) {
      const message = own(n);
      const fast = await simpleParser(await compose(message));
      const slow = await simpleParser(
        await composeMessage({
          ...message,
          from: body.from,
          subject: body.subject,
          html: body.html.replaceAll(OPT_OUT_PLACEHOLDER, message.vars.opt_out_url),
          text: body.text.replaceAll(OPT_OUT_PLACEHOLDER, message.vars.opt_out_url),
        }),
      );
      for (const key of ['subject', 'messageId', 'date', 'html', 'text'] as const)
        expect(fast[key], key).toEqual(slow[key]);
      expect(fast.from?.value).toEqual(slow.from?.value);
      expect(fast.to).toEqual(slow.to);
      for (const header of ['list', 'auto-submitted', 'list-unsubscribe-post', 'mime-version'])
        expect(fast.headers.get(header), header).toEqual(slow.headers.get(header));
      expect(fast.text).toContain(message.vars.opt_out_url);
    }
  });

  it('fills an account message’s single-use link and writes no opt-out header without one', async () => {
    const compose = messageTemplate({
      ...body,
      text: `Aktywuj konto: ${LINK_PLACEHOLDER}`,
      html: `<a href="${LINK_PLACEHOLDER}">Aktywuj</a>`,
    });
    const raw = await compose({
      to: 'nowy@bk.example',
      messageId: '<abc@bk.example>',
      date: new Date(),
      headers: { 'Auto-Submitted': 'auto-generated' },
      vars: { link_url: 'https://bk.example/konto/aktywuj?t=abc' },
    });
    const mail = await simpleParser(raw);
    expect(mail.text).toContain('https://bk.example/konto/aktywuj?t=abc');
    expect(mail.html).toContain('https://bk.example/konto/aktywuj?t=abc');
    expect(mail.headers.has('list-unsubscribe')).toBe(false);
  });

  it('leaves an address it would not write as it is to nodemailer’s composer', async () => {
    const compose = messageTemplate(body);
    const mail = await simpleParser(await compose({ ...own(3), to: 'Łucja <lucja@bk.example>' }));
    expect(mail.to).toMatchObject({ value: [{ name: 'Łucja', address: 'lucja@bk.example' }] });
  });
});
