import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { useSession } from '../../../lib/session.tsx';
import { useFlashMessage } from '../../../lib/use-flash-message.ts';
import type { GrantUser } from './GrantForm.tsx';
import { type GrantContext, grantCapabilities, mayGrantAnything } from './grant-state.ts';
import { PermissionTables } from './PermissionTables.tsx';
import './permissions.css';

// Loaded when opened: the dialogs (react-aria, the level picker) are not needed for the tables.
const FindUserDialog = lazy(async () => ({
  default: (await import('./FindUserDialog.tsx')).FindUserDialog,
}));
const GrantForm = lazy(async () => ({ default: (await import('./GrantForm.tsx')).GrantForm }));

/**
 * The open dialog. The find-user dialog keeps the contexts it opened with: a 403 inside it drops the
 * viewer's flag (and may hide the button), and its message must stay on screen.
 */
type Step =
  | { kind: 'find'; contexts: GrantContext[] }
  | { kind: 'grant'; user: GrantUser; context: GrantContext }
  | null;

/**
 * The viewer's own permissions (spec 3 section 2.3): the two tables, read-only, and 'Dodaj uprawnienia'
 * (hidden when the viewer may grant nothing): find the user, then the grant form for them.
 */
export function OwnPermissions() {
  const session = useSession();
  const capabilities = grantCapabilities(session.user?.permissions ?? [], session.flags);
  const contexts: GrantContext[] = [
    ...(capabilities.areas.length > 0 ? (['administration'] as const) : []),
    ...(capabilities.levels ? (['levels'] as const) : []),
  ];
  const [step, setStep] = useState<Step>(null);
  const [flash, showFlash] = useFlashMessage();
  const addRef = useRef<HTMLButtonElement>(null);
  // The grant form opens from the find-user dialog, so focus cannot return on its own to the button.
  const finish = () => {
    setStep(null);
    setTimeout(() => addRef.current?.focus(), 0);
  };

  return (
    <div className="permissions">
      {mayGrantAnything(capabilities) ? (
        <div className="toolbar">
          <Button ref={addRef} aria-haspopup="dialog" onClick={() => setStep({ kind: 'find', contexts })}>
            Dodaj uprawnienia
          </Button>
        </div>
      ) : null}
      <p className="flash" role="status">
        {flash}
      </p>
      <PermissionTables />
      {step?.kind === 'find' ? (
        <Suspense fallback={null}>
          <FindUserDialog
            contexts={step.contexts}
            onClose={finish}
            onFound={(user, context) => setStep({ kind: 'grant', user, context })}
          />
        </Suspense>
      ) : null}
      {step?.kind === 'grant' ? (
        <Suspense fallback={null}>
          <GrantForm
            user={step.user}
            context={step.context}
            onClose={finish}
            onSaved={(message) => {
              finish();
              showFlash(message);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
