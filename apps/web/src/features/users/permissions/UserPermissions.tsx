import { lazy, Suspense, useState } from 'react';
import { useFlashMessage } from '../../../lib/use-flash-message.ts';
import type { GrantContext } from './grant-state.ts';
import { type PackageRow, PermissionTables } from './PermissionTables.tsx';
import './permissions.css';

// Loaded when opened: the form (react-aria, the level picker) is not needed for the tables.
const GrantForm = lazy(async () => ({ default: (await import('./GrantForm.tsx')).GrantForm }));

type Grant = { context: GrantContext; editing: PackageRow | null };

/**
 * The 'Uprawnienia' tab of /uzytkownicy/{id} (spec 3 section 2.3): the user's two tables; 'Dodaj' and
 * 'Edytuj' open the grant form for that user.
 */
export function UserPermissions({ userId }: { userId: number }) {
  const [grant, setGrant] = useState<Grant | null>(null);
  const [flash, showFlash] = useFlashMessage();
  return (
    <div className="permissions">
      <p className="flash" role="status">
        {flash}
      </p>
      <PermissionTables
        userId={userId}
        onAdd={(context) => setGrant({ context, editing: null })}
        onEdit={(row) => setGrant({ context: row.context, editing: row })}
        onMessage={showFlash}
      />
      {grant ? (
        <Suspense fallback={null}>
          <GrantForm
            user={{ id: userId }}
            context={grant.context}
            editing={grant.editing}
            onClose={() => setGrant(null)}
            onSaved={(message) => {
              setGrant(null);
              showFlash(message);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
