import { profileMessages } from '@bk/contracts/users/profile';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../components/form/FormDialog.tsx';
import { useFormMutation } from '../../components/form/use-form-mutation.ts';
import { SubjectFields } from '../../components/subject/SubjectFields.tsx';
import {
  type SubjectFormValues,
  subjectAliases,
  subjectBody,
  subjectDefaults,
  subjectFields,
  subjectResolver,
} from '../../components/subject/subject-form.ts';
import { profileKey, type Subject, saveSubject } from './profile-api.ts';

type Props = { subject: Subject | null; onClose: () => void; onSaved: () => Promise<void> };

/** 'Dodaj dane podmiotu' / 'Edytuj dane podmiotu' (spec 3 sections 2.1, 3, 4 and 5.1). */
export function SubjectDialog({ subject, onClose, onSaved }: Props) {
  const form = useForm<SubjectFormValues>({
    resolver: subjectResolver,
    shouldFocusError: false,
    defaultValues: subjectDefaults(subject),
  });
  const save = useFormMutation({
    form,
    fields: subjectFields,
    aliases: subjectAliases,
    failurePrefix: profileMessages.subjectSaveFailed,
    mutationFn: (values) => saveSubject(subject?.id ?? null, subjectBody(values)),
    invalidates: [{ queryKey: profileKey }],
    onSuccess: onSaved,
  });

  return (
    <FormDialog
      wide
      title={subject ? 'Edytuj dane podmiotu' : 'Dodaj dane podmiotu'}
      form={save}
      onClose={onClose}
      requiredNote
    >
      <SubjectFields form={form} autoFocus />
    </FormDialog>
  );
}
