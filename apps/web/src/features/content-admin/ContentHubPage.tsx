import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useSession } from '../../lib/session.tsx';
import { AdminBreadcrumbs } from './AdminParts.tsx';
import './content-admin.css';

const tiles = [
  {
    flag: 'help',
    to: '/zarzadzanie-trescia/pomoc',
    title: 'Pomoc',
    text: 'Artykuły pomocy i pomoc na ekranach aplikacji.',
  },
  {
    flag: 'generalContentCookiesRegulation',
    to: '/zarzadzanie-trescia/regulaminy',
    title: 'Regulaminy',
    text: 'Aktualny regulamin i wersja do opublikowania.',
  },
  {
    flag: 'generalContentCookiesRegulation',
    to: '/zarzadzanie-trescia/ciasteczka',
    title: 'Ciasteczka',
    text: 'Informacja o plikach cookies.',
  },
  {
    flag: 'generalContentCookiesRegulation',
    to: '/zarzadzanie-trescia/tresci-ogolne',
    title: 'Treści ogólne',
    text: 'Ramki na stronie głównej.',
  },
  {
    flag: 'statements',
    to: '/zarzadzanie-trescia/komunikaty',
    title: 'Komunikaty',
    text: 'Komunikaty i żółty pasek.',
  },
] as const;

/** /zarzadzanie-trescia: a tile for each area the administrator may manage (spec 3 section 2.5). */
export function ContentHubPage() {
  useDocumentTitle('zarządzanie treścią');
  const session = useSession();
  const allowed = tiles.filter((t) => session.flags.has(t.flag));
  return (
    <article className="content-admin">
      <AdminBreadcrumbs trail={[]} current="Zarządzanie treścią" />
      <h1>Zarządzanie treścią</h1>
      <ul className="content-hub">
        {allowed.map((tile) => (
          <li key={tile.to} className="content-hub__tile">
            <Link to={tile.to}>
              {tile.title}
              <span>{tile.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </article>
  );
}
