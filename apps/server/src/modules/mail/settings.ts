import type { MailSender } from './transport.ts';

/** The e-mail settings of this process (decision 0032), set once at start (configureMail). */
export type MailSettings = {
  publicUrl: string;
  /** The sender: the portal's name and address. */
  from: string;
  /** The SMTP pool, or null: messages stay in the outbox ('kept'). */
  sender: MailSender | null;
  /** The Warsaw hour of the daily newsletter. */
  newsletterHour: number;
  /**
   * The installation's own random key of the Message-IDs (kept in the database, the same in every
   * process): a message's id is a keyed hash of its row, unique across installations and the same
   * when the message is sent again.
   */
  messageIdKey: string;
};

let current: MailSettings | null = null;

export function configureMail(settings: MailSettings): void {
  current?.sender?.close();
  current = settings;
}

export function mailSettings(): MailSettings {
  if (!current) throw new Error('e-mail is not configured in this process (configureMail)');
  return current;
}

/** The per-recipient value of a shared body: the recipient's own opt-out link. */
export const OPT_OUT_PLACEHOLDER = '%%BK_OPT_OUT_URL%%';

/** What is shown in place of a single-use link that is not kept (sent) or not shown (the outbox). */
export const HIDDEN_LINK = '[link jednorazowy ukryty]';

/** The per-recipient value of an account service's message: its own single-use link. */
export const LINK_PLACEHOLDER = '%%BK_LINK_URL%%';

/** A shared body with one recipient's values. */
export function fillBody(text: string, vars: Record<string, string>): string {
  const filled = text.replaceAll(OPT_OUT_PLACEHOLDER, vars.opt_out_url ?? '');
  return filled.replaceAll(LINK_PLACEHOLDER, vars.link_url ?? HIDDEN_LINK);
}

export const optOutUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/subskrypcje?token=${encodeURIComponent(token)}`;

/** The links of a notification's or the newsletter's footer, to the pages in the e-mail's language. */
export const footerLinks = (publicUrl: string, locale: 'pl' | 'en' = 'pl') => ({
  homeUrl: locale === 'en' ? `${publicUrl}/en` : `${publicUrl}/`,
  settingsUrl: `${publicUrl}${locale === 'en' ? '/en' : ''}/newsletter?sekcja=powiadomienia`,
  optOutUrl: OPT_OUT_PLACEHOLDER,
});
