import { useLingui } from '@lingui/react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../form/FormDialog.tsx';
import { useFormMutation } from '../form/use-form-mutation.ts';
import { SubjectFields } from '../subject/SubjectFields.tsx';
import {
  type SubjectFormValues,
  subjectAliases,
  subjectBody,
  subjectDefaults,
  subjectFields,
  subjectResolver,
} from '../subject/subject-form.ts';
import { profileTexts } from '../subject/subject-texts.ts';
import type { ProfileDataOwner, Subject } from './profile-data.ts';
import { saveSubject } from './profile-data-api.ts';

type Props = ProfileDataOwner & {
  subject: Subject | null;
  onClose: () => void;
  onSaved: () => Promise<void>;
};

/** 'Dodaj dane podmiotu' / 'Edytuj dane podmiotu' (spec 3 sections 2.1, 2.3, 3, 4 and 5.1). */
export function SubjectDialog({ userId, queryKey, subject, onClose, onSaved }: Props) {
  const { i18n } = useLingui();
  const form = useForm<SubjectFormValues>({
    resolver: subjectResolver,
    shouldFocusError: false,
    defaultValues: subjectDefaults(subject),
  });
  const save = useFormMutation({
    form,
    fields: subjectFields,
    aliases: subjectAliases,
    failurePrefix: i18n._(profileTexts.subjectSaveFailed),
    mutationFn: (values) => saveSubject(userId, subject?.id ?? null, subjectBody(values)),
    invalidates: [{ queryKey }],
    onSuccess: onSaved,
  });

  return (
    <FormDialog
      wide
      title={
        subject
          ? i18n._({ id: 'subject.edit', message: 'Edytuj dane podmiotu' })
          : i18n._({ id: 'subject.add', message: 'Dodaj dane podmiotu' })
      }
      form={save}
      onClose={onClose}
      requiredNote
    >
      <SubjectFields form={form} autoFocus />
    </FormDialog>
  );
}
