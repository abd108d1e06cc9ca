import { grantLines } from './permission-labels.ts';
import './permissions.css';

type Props = { groups: readonly { group: string; flags: readonly string[] }[] };

/** A package's flags, a line per group ('Administracja ogłoszeniami: Blokowanie, ...'), or 'Brak'. */
export function GrantedFlags({ groups }: Props) {
  const lines = grantLines(groups);
  if (lines.length === 0) return <span className="permissions-flags__none">Brak</span>;
  return (
    <ul className="permissions-flags">
      {lines.map((line) => (
        <li key={line.group}>
          <span className="permissions-flags__group">{line.label}:</span> {line.flags.join(', ')}
        </li>
      ))}
    </ul>
  );
}
