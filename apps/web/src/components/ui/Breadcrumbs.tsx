import { Trans, useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** 'Strona główna › ... › current' */
export function Breadcrumbs({
  trail,
  current,
}: {
  trail: { to: string; label: ReactNode }[];
  current: ReactNode;
}) {
  const { i18n } = useLingui();
  return (
    <nav aria-label={i18n._({ id: 'breadcrumbs.label', message: 'Okruszki' })} className="breadcrumbs">
      <ol>
        <li>
          <Link to="/">
            <Trans id="breadcrumbs.home" message="Strona główna" />
          </Link>
        </li>
        {trail.map((item) => (
          <li key={item.to}>
            <Link to={item.to}>{item.label}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
