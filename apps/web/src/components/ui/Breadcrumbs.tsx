import { Link } from 'react-router';

/** 'Strona główna › ... › current' */
export function Breadcrumbs({ trail, current }: { trail: { to: string; label: string }[]; current: string }) {
  return (
    <nav aria-label="Okruszki" className="breadcrumbs">
      <ol>
        <li>
          <Link to="/">Strona główna</Link>
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
