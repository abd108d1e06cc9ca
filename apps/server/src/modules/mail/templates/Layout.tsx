/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { CSSProperties, ReactNode } from 'react';
import { type Locale, serverI18n } from '../../../lib/i18n.ts';

/** The portal's name: the sender's display name and every e-mail's header. */
export const PORTAL_NAME = 'Baza Konkurencyjności';

/** The links of every e-mail's footer. */
export type FooterLinks = { homeUrl: string; settingsUrl?: string; optOutUrl?: string };

const body: CSSProperties = {
  backgroundColor: '#f3f5f9',
  color: '#1b1b1b',
  fontFamily: 'Arial, Helvetica, sans-serif',
  margin: 0,
  padding: '16px 0',
};
const container: CSSProperties = { backgroundColor: '#ffffff', maxWidth: '600px', padding: '0 0 16px' };
const header: CSSProperties = { backgroundColor: '#0b2f6b', padding: '12px 24px' };
const brand: CSSProperties = { color: '#ffffff', fontSize: '18px', fontWeight: 700, margin: 0 };
const content: CSSProperties = { padding: '8px 24px' };
const footer: CSSProperties = { color: '#4a4a4a', fontSize: '13px', lineHeight: '20px', padding: '0 24px' };
export const link: CSSProperties = { color: '#0b4ea2' };

/** Every e-mail's frame: the portal's header, the content, and the footer with the settings and opt-out links. */
export function Layout(props: {
  title: string;
  preview: string;
  links: FooterLinks;
  reason: string;
  children: ReactNode;
  /** The language it is written in (issue 51): the footer's texts follow it. */
  locale?: Locale;
}) {
  const i18n = serverI18n(props.locale ?? 'pl');
  return (
    <Html lang={props.locale ?? 'pl'}>
      <Head>
        <title>{props.title}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <Preview>{props.preview}</Preview>
      <Body style={body}>
        <Container style={container}>
          <Section style={header}>
            <Text style={brand}>{PORTAL_NAME}</Text>
          </Section>
          <Section style={content}>{props.children}</Section>
          <Hr />
          <Text style={footer}>
            {props.reason}{' '}
            {i18n._({
              id: 'mail.footer.automatic',
              message: 'Wiadomość została wysłana automatycznie, nie odpowiadaj na nią.',
            })}
          </Text>
          <Text style={footer}>
            <Link href={props.links.homeUrl} style={link}>
              {PORTAL_NAME}
            </Link>
            {props.links.settingsUrl ? (
              <>
                {' · '}
                <Link href={props.links.settingsUrl} style={link}>
                  {i18n._({ id: 'mail.footer.settings', message: 'Ustawienia powiadomień' })}
                </Link>
              </>
            ) : null}
            {props.links.optOutUrl ? (
              <>
                {' · '}
                <Link href={props.links.optOutUrl} style={link}>
                  {i18n._({ id: 'mail.footer.opt-out', message: 'Wyłącz newsletter i powiadomienia' })}
                </Link>
              </>
            ) : null}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

const button: CSSProperties = {
  backgroundColor: '#0b2f6b',
  borderRadius: '4px',
  color: '#ffffff',
  fontSize: '15px',
  padding: '10px 18px',
};

/** The one action of an e-mail, as a button. */
export function ActionButton(props: { href: string; label: string }) {
  return (
    <Button href={props.href} style={button}>
      {props.label}
    </Button>
  );
}
