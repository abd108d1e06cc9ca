/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { Heading } from '@react-email/heading';
import { Text } from '@react-email/text';
import { type Locale, serverI18n } from '../../../lib/i18n.ts';
import { ActionButton, type FooterLinks, Layout } from './Layout.tsx';

/** What one notification says (mail/notification-texts.ts writes it from the event). */
export type NotificationContent = {
  heading: string;
  /** Paragraphs under the heading. */
  lines: string[];
  announcement: { number: string | null; title: string };
  action: { label: string; url: string };
  /** Why the recipient gets it (the footer's first sentence). */
  reason: string;
  /** The recipient's language (issue 51); Polish unless told. */
  locale?: Locale;
};

/** One notification e-mail: what happened, the announcement it concerns, and the link to its tab. */
export function NotificationEmail(props: {
  subject: string;
  content: NotificationContent;
  links: FooterLinks;
}) {
  const { content } = props;
  const i18n = serverI18n(content.locale ?? 'pl');
  const named = content.announcement.number
    ? i18n._({
        id: 'mail.announcement.numbered',
        message: 'Ogłoszenie nr {number}: {title}',
        values: { number: content.announcement.number, title: content.announcement.title },
      })
    : i18n._({
        id: 'mail.announcement.unnumbered',
        message: 'Ogłoszenie: {title}',
        values: { title: content.announcement.title },
      });
  return (
    <Layout
      title={props.subject}
      preview={content.heading}
      links={props.links}
      reason={content.reason}
      locale={content.locale}
    >
      <Heading as="h1" style={{ fontSize: '22px', lineHeight: '28px' }}>
        {content.heading}
      </Heading>
      <Text style={{ fontSize: '16px', fontWeight: 700 }}>{named}</Text>
      {content.lines.map((line) => (
        <Text key={line} style={{ fontSize: '15px', lineHeight: '22px' }}>
          {line}
        </Text>
      ))}
      <ActionButton href={content.action.url} label={content.action.label} />
    </Layout>
  );
}
