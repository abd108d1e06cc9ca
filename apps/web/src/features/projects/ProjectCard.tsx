import { useId, useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { formatDate } from '../../lib/format.ts';
import { AttachedAnnouncements } from './AttachedAnnouncements.tsx';
import type { ProjectItem } from './projects-api.ts';

const typeLabels = { project: 'Projekt', enrollment: 'Nabór' } as const;

type Props = { item: ProjectItem; onDelete: (item: ProjectItem) => void };

/** One project or enrolment of the list, with its attached announcements behind a disclosure. */
export function ProjectCard({ item, onDelete }: Props) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const panelId = useId();
  const label = `${typeLabels[item.typ]} ${item.calyNumer}`;
  return (
    <li className="list-card project-card">
      <article aria-labelledby={headingId}>
        <p className={`tag tag--${item.typ} project-card__type`}>{typeLabels[item.typ]}</p>
        <h2 id={headingId} className="project-card__number">
          <span className="visually-hidden">{typeLabels[item.typ]} </span>
          {item.calyNumer}
        </h2>
        {item.nazwa ? <p className="project-card__name">{item.nazwa}</p> : null}
        <dl className="project-card__details">
          <div>
            <dt>Program operacyjny</dt>
            <dd>{item.programOperacyjny}</dd>
          </div>
          <div>
            <dt>Perspektywa</dt>
            <dd>{item.perspektywa}</dd>
          </div>
          <div>
            <dt>Data utworzenia</dt>
            <dd>{formatDate(item.dataUtworzenia)}</dd>
          </div>
          <div>
            <dt>Przypisane ogłoszenia</dt>
            <dd>{item.attachedAdvertisementsAmount}</dd>
          </div>
        </dl>
        <div className="project-card__actions">
          <button
            type="button"
            className="button button--secondary button--small disclosure"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((value) => !value)}
          >
            <span className="disclosure__icon" aria-hidden="true">
              {open ? '▾' : '▸'}
            </span>
            Ogłoszenia
            <span className="visually-hidden">: {label}</span>
          </button>
          {item.canEdit ? (
            <Button variant="secondary" className="button--small" onClick={() => onDelete(item)}>
              Usuń<span className="visually-hidden"> {label}</span>
            </Button>
          ) : null}
        </div>
        <div id={panelId} hidden={!open} className="project-card__panel">
          {open ? <AttachedAnnouncements projectId={item.id} label={label} /> : null}
        </div>
      </article>
    </li>
  );
}
