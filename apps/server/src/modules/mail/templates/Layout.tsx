// @jsxRuntime automatic
// (whatever tsconfig.json the loader reads: tsx run from the repository's root, as the benchmarks are,
// reads none and would otherwise compile React.createElement, which these modules do not import)
import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import type { CSSProperties, ReactNode } from 'react';

/** The portal's name: the sender's display name and every e-mail's header. */
export const PORTAL_NAME = 'Baza Konkurencyjności';

/** The links of every e-mail's footer. */
export type FooterLinks = { homeUrl: string; settingsUrl: string; optOutUrl: string };

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
export function Layout(props: { preview: string; links: FooterLinks; reason: string; children: ReactNode }) {
  return (
    <Html lang="pl">
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={body}>
        <Container style={container}>
          <Section style={header}>
            <Text style={brand}>
              <Link href={props.links.homeUrl} style={{ color: '#ffffff', textDecoration: 'none' }}>
                {PORTAL_NAME}
              </Link>
            </Text>
          </Section>
          <Section style={content}>{props.children}</Section>
          <Hr />
          <Text style={footer}>
            {props.reason} Wiadomość została wysłana automatycznie, nie odpowiadaj na nią.
          </Text>
          <Text style={footer}>
            Zmień ustawienia powiadomień:{' '}
            <Link href={props.links.settingsUrl} style={link}>
              {props.links.settingsUrl}
            </Link>
          </Text>
          <Text style={footer}>
            Wyłącz newsletter i powiadomienia jednym kliknięciem:{' '}
            <Link href={props.links.optOutUrl} style={link}>
              {props.links.optOutUrl}
            </Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
