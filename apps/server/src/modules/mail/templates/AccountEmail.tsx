/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import { type Locale, serverI18n } from '../../../lib/i18n.ts';
import { ActionButton, Layout, link } from './Layout.tsx';

/** What one message of the account service says (accounts/account-mail-texts.ts writes it). */
export type AccountMailContent = {
  heading: string;
  /** Paragraphs under the heading. */
  lines: string[];
  /** The link the message is for (activation, reset, confirmation), if any. */
  action?: { label: string; url: string };
  /** Paragraphs under the button (how long the link is valid, what to do if it was not you). */
  after: string[];
};

/** A message of the account service: to one address, with no notification settings to change. */
export function AccountEmail(props: {
  subject: string;
  content: AccountMailContent;
  homeUrl: string;
  /** Why the recipient gets it (the footer); by default: it concerns their account. */
  reason?: string;
  /** The account's language (issue 51). */
  locale?: Locale;
}) {
  const { content } = props;
  const i18n = serverI18n(props.locale ?? 'pl');
  return (
    <Layout
      title={props.subject}
      preview={content.heading}
      links={{ homeUrl: props.homeUrl }}
      locale={props.locale}
      reason={
        props.reason ??
        i18n._({
          id: 'mail.account.reason',
          message: 'Otrzymujesz tę wiadomość, ponieważ dotyczy Twojego konta w Bazie Konkurencyjności.',
        })
      }
    >
      <Heading as="h1" style={{ fontSize: '22px', lineHeight: '28px' }}>
        {content.heading}
      </Heading>
      {content.lines.map((line) => (
        <Text key={line} style={{ fontSize: '15px', lineHeight: '22px' }}>
          {line}
        </Text>
      ))}
      {content.action ? (
        <>
          <ActionButton href={content.action.url} label={content.action.label} />
          <Text style={{ fontSize: '13px', lineHeight: '20px' }}>
            {i18n._({
              id: 'mail.button-fallback',
              message: 'Jeśli przycisk nie działa, skopiuj ten adres do przeglądarki:',
            })}{' '}
            <Link href={content.action.url} style={link}>
              {content.action.url}
            </Link>
          </Text>
        </>
      ) : null}
      {content.after.map((line) => (
        <Text key={line} style={{ fontSize: '14px', lineHeight: '20px' }}>
          {line}
        </Text>
      ))}
    </Layout>
  );
}
