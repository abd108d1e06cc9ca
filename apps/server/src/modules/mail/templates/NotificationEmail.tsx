/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { Heading } from '@react-email/heading';
import { Text } from '@react-email/text';
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
};

/** One notification e-mail: what happened, the announcement it concerns, and the link to its tab. */
export function NotificationEmail(props: {
  subject: string;
  content: NotificationContent;
  links: FooterLinks;
}) {
  const { content } = props;
  const named = content.announcement.number
    ? `Ogłoszenie nr ${content.announcement.number}: ${content.announcement.title}`
    : `Ogłoszenie: ${content.announcement.title}`;
  return (
    <Layout title={props.subject} preview={content.heading} links={props.links} reason={content.reason}>
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
