import { contentMessages } from '@bk/contracts/content/content';
import { Link } from 'react-router';
import { RichContentView } from '../../../components/rich-content/RichContentView.tsx';
import type { RichValue } from '../../../components/rich-text/RichTextEditor.tsx';
import { ConfirmDialog, MessageDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { type HelpBlockers, type HelpLink, helpAdminPath } from './help-api.ts';
import { screenName } from './help-model.ts';

/**
 * The help administration's dialogs (loaded lazily: react-aria-components stays out of the pages'
 * first chunk).
 */

/** 'Podgląd ekranu': the help as the chosen screen shows it (spec 3 section 2.5). */
export function ScreenPreviewDialog({
  screen,
  naglowek,
  tresc,
  onClose,
}: {
  screen: string;
  naglowek: string;
  tresc: RichValue;
  onClose: () => void;
}) {
  const name = screenName(screen);
  return (
    <MessageDialog title={`Podgląd ekranu: ${name}`} role="dialog" onClose={onClose}>
      <div className="help-preview">
        <p className="help-preview__screen">
          <span className="help-preview__label">Ekran:</span> {name}
        </p>
        <aside className="help-preview__panel" aria-label="Pomoc na ekranie">
          <p className="help-preview__title">{naglowek.trim() || 'Pomoc'}</p>
          <RichContentView content={tresc} />
        </aside>
      </div>
    </MessageDialog>
  );
}

function LinkList({ title, links, onFollow }: { title: string; links: HelpLink[]; onFollow: () => void }) {
  if (links.length === 0) return null;
  return (
    <>
      <p className="help-blockers__title">{title}</p>
      <ul className="help-blockers__list">
        {links.map((h) => (
          <li key={h.id}>
            <Link to={helpAdminPath(h)} onClick={onFollow}>
              {h.naglowek}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Removal refused before it is asked: the helps under this one and those naming it as related. */
export function BlockedRemovalDialog({ blockers, onClose }: { blockers: HelpBlockers; onClose: () => void }) {
  return (
    <MessageDialog title="Nie można usunąć pomocy" onClose={onClose}>
      <p>{contentMessages.removeChildren}</p>
      <LinkList title="Pomoce podrzędne:" links={blockers.children} onFollow={onClose} />
      <LinkList
        title="Pomoce, które wskazują tę pomoc jako powiązaną:"
        links={blockers.powiazaneDlaObecnego}
        onFollow={onClose}
      />
    </MessageDialog>
  );
}

/** 'Usuwanie pomocy': the question, and the server's refusal (409) or failure above it. */
export function RemoveHelpDialog({
  naglowek,
  pending,
  error,
  onConfirm,
  onCancel,
}: {
  naglowek: string;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      title="Usuwanie pomocy"
      confirm="Usuń"
      pendingLabel="Trwa usuwanie..."
      pending={pending}
      onConfirm={onConfirm}
      onCancel={onCancel}
      error={error}
    >
      <p>Czy na pewno chcesz usunąć pomoc „{naglowek}”?</p>
    </ConfirmDialog>
  );
}
