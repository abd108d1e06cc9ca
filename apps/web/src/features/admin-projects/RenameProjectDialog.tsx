import {
  adminProjectTypeLabels,
  adminRenameInputSchema,
  adminProjectMessages as M,
} from '@bk/contracts/projects/admin-projects';
import { PROJECT_NAME_MAX, type ProjectType } from '@bk/contracts/projects/projects';
import { useForm } from 'react-hook-form';
import { FormCountedTextArea } from '../../components/form/CountedTextArea.tsx';
import { FormDialog } from '../../components/form/FormDialog.tsx';
import { useFormMutation } from '../../components/form/use-form-mutation.ts';
import { wireSchemaResolver } from '../../components/form/wire-resolver.ts';
import { useSession } from '../../lib/session.tsx';
import { type AdminProject, adminProjectsKey, renameProject } from './admin-projects-api.ts';

type Values = { nazwa: string };
type Context = { type: ProjectType };

/** The contract's rules (max 200) and the screen's: a project needs a name, an enrolment may have none. */
const resolver = wireSchemaResolver<Values, Context>(adminRenameInputSchema, {
  extra: (values, context) =>
    context?.type === 'project' && values.nazwa.trim() === ''
      ? [{ path: 'nazwa', message: M.nameRequired }]
      : [],
});

const titles: Record<ProjectType, string> = {
  project: 'Zmień nazwę projektu',
  enrollment: 'Zmień nazwę naboru',
};

type Props = { item: AdminProject; onClose: () => void; onSaved: () => void };

/** 'Zmień nazwę' of a project or enrolment where canEdit (spec 3 sections 2.7, 5.7 and 8). */
export function RenameProjectDialog({ item, onClose, onSaved }: Props) {
  const { user } = useSession();
  const project = item.typ === 'project';
  const form = useForm<Values, Context>({
    resolver,
    context: { type: item.typ },
    shouldFocusError: false,
    defaultValues: { nazwa: item.nazwa ?? '' },
  });
  const save = useFormMutation({
    form,
    fields: ['nazwa'],
    mutationFn: (values: Values) => renameProject(item.typ, item.id, values.nazwa.trim() || null),
    // The list is loaded again before the dialog closes, so it never shows the old name.
    invalidates: [{ queryKey: adminProjectsKey(user?.id) }],
    onSuccess: () => onSaved(),
  });

  return (
    <FormDialog
      title={titles[item.typ]}
      form={save}
      onClose={onClose}
      requiredNote={project}
      submitLabel="Zapisz zmiany"
      pendingLabel="Trwa zapisywanie zmian..."
    >
      <p className="admin-project-rename__number">
        {adminProjectTypeLabels[item.typ]} nr <span className="admin-project__number">{item.calyNumer}</span>
      </p>
      <FormCountedTextArea
        control={form.control}
        name="nazwa"
        label="Nazwa"
        max={PROJECT_NAME_MAX}
        rows={3}
        required={project}
        hint={project ? undefined : 'Nabór może nie mieć nazwy.'}
      />
    </FormDialog>
  );
}
