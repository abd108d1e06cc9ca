/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { type Locale, serverI18n } from '../../../lib/i18n.ts';
import { type FooterLinks, Layout, link } from './Layout.tsx';

export type NewsletterEntry = {
  number: string | null;
  title: string;
  advertiser: string | null;
  place: string | null;
  deadline: string | null;
  url: string;
};

export type NewsletterSection = { label: string; total: number; entries: NewsletterEntry[] };

/** The daily newsletter: the NOWE and ZAKTUALIZOWANE announcements of one day matching the user's filters. */
export function NewsletterEmail(props: {
  subject: string;
  date: string;
  sections: NewsletterSection[];
  pageUrl: string;
  links: FooterLinks;
  /** The recipient's language (issue 51); Polish unless told. */
  locale?: Locale;
}) {
  const i18n = serverI18n(props.locale ?? 'pl');
  const count = props.sections.reduce((sum, s) => sum + s.total, 0);
  return (
    <Layout
      title={props.subject}
      preview={i18n._({
        id: 'mail.newsletter.preview',
        message: 'Ogłoszenia z dnia {date} pasujące do Twoich filtrów: {count}',
        values: { date: props.date, count },
      })}
      links={props.links}
      locale={props.locale}
      reason={i18n._({
        id: 'mail.newsletter.reason',
        message:
          'Otrzymujesz newsletter, ponieważ masz włączone filtry newslettera w Bazie Konkurencyjności.',
      })}
    >
      <Heading as="h1" style={{ fontSize: '22px', lineHeight: '28px' }}>
        {i18n._({
          id: 'mail.newsletter.heading',
          message: 'Newsletter z dnia {date}',
          values: { date: props.date },
        })}
      </Heading>
      <Text style={{ fontSize: '15px' }}>
        {i18n._({
          id: 'mail.newsletter.intro',
          message: 'Ogłoszenia pasujące do Twoich filtrów newslettera.',
        })}
      </Text>
      {props.sections
        .filter((s) => s.total > 0)
        .map((section) => (
          <Section key={section.label}>
            <Heading as="h2" style={{ fontSize: '18px', marginTop: '20px' }}>
              {section.label} ({section.total})
            </Heading>
            {section.entries.map((entry) => (
              <Text key={entry.url} style={{ fontSize: '15px', lineHeight: '22px', margin: '0 0 12px' }}>
                <Link href={entry.url} style={link}>
                  {entry.number ? `${entry.number}: ` : ''}
                  {entry.title}
                </Link>
                <br />
                {[
                  entry.advertiser,
                  entry.place,
                  entry.deadline
                    ? i18n._({
                        id: 'mail.newsletter.deadline',
                        message: 'termin składania ofert: {deadline}',
                        values: { deadline: entry.deadline },
                      })
                    : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            ))}
            {section.total > section.entries.length ? (
              <Text style={{ fontSize: '15px' }}>
                {i18n._({
                  id: 'mail.newsletter.more',
                  message: 'Pozostałe ogłoszenia ({count}):',
                  values: { count: section.total - section.entries.length },
                })}{' '}
                <Link href={props.pageUrl} style={link}>
                  {props.pageUrl}
                </Link>
              </Text>
            ) : null}
          </Section>
        ))}
    </Layout>
  );
}
