import { Link } from 'react-router';

const links = [
  { to: '/pomoc', label: 'Pomoc' },
  { to: '/regulamin', label: 'Regulamin' },
  { to: '/komunikaty', label: 'Komunikaty' },
  { to: '/deklaracja-dostepnosci', label: 'Deklaracja dostępności' },
  { to: '/otwarte-dane', label: 'Otwarte dane' },
  { to: '/statystyki', label: 'Statystyki' },
  { to: '/weryfikacja', label: 'Weryfikacja teczki' },
  { to: '/status', label: 'Dostępność portalu' },
];

export function Footer() {
  return (
    <footer id="footer" className="footer" tabIndex={-1}>
      <nav aria-label="Stopka">
        <ul className="footer__links">
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}
