import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Link } from 'react-router';

const links: { to: string; label: MessageDescriptor }[] = [
  { to: '/pomoc', label: /*i18n*/ { id: 'footer.help', message: 'Pomoc' } },
  { to: '/regulamin', label: /*i18n*/ { id: 'footer.terms', message: 'Regulamin' } },
  { to: '/komunikaty', label: /*i18n*/ { id: 'footer.statements', message: 'Komunikaty' } },
  {
    to: '/deklaracja-dostepnosci',
    label: /*i18n*/ { id: 'footer.accessibility', message: 'Deklaracja dostępności' },
  },
  { to: '/otwarte-dane', label: /*i18n*/ { id: 'footer.open-data', message: 'Otwarte dane' } },
  { to: '/statystyki', label: /*i18n*/ { id: 'footer.statistics', message: 'Statystyki' } },
  { to: '/weryfikacja', label: /*i18n*/ { id: 'footer.verification', message: 'Weryfikacja teczki' } },
  { to: '/status', label: /*i18n*/ { id: 'footer.availability', message: 'Dostępność portalu' } },
];

export function Footer() {
  const { i18n } = useLingui();
  return (
    <footer id="footer" className="footer" tabIndex={-1}>
      <nav aria-label={i18n._({ id: 'footer.nav', message: 'Stopka' })}>
        <ul className="footer__links">
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{i18n._(link.label)}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}
