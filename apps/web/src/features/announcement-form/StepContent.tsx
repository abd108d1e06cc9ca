import type { CompactAnnouncement } from './announcement-api.ts';
import type { Update } from './form-ops.ts';
import type { FormState } from './form-state.ts';
import { AttachmentsStep } from './steps/AttachmentsStep.tsx';
import { ConditionsStep } from './steps/ConditionsStep.tsx';
import { DatesStep } from './steps/DatesStep.tsx';
import { OtherStep } from './steps/OtherStep.tsx';
import { PartsStep } from './steps/PartsStep.tsx';
import { SubjectStep } from './steps/SubjectStep.tsx';
import type { StepId } from './steps.ts';

type Props = {
  step: StepId;
  form: FormState;
  update(change: Update<FormState>): void;
  loaded: CompactAnnouncement | null;
  announce(message: string): void;
};

/** The fields of the current step (the values of every step live in the form, not in the step). */
export function StepContent({ step, form, update, loaded, announce }: Props) {
  const stored = loaded?.version.tresc ?? null;
  switch (step) {
    case 'przedmiot':
      return <SubjectStep form={form} update={update} stored={stored} />;
    case 'terminy':
      return <DatesStep form={form} update={update} meta={loaded?.ogloszenie ?? null} />;
    case 'warunki':
      return <ConditionsStep form={form} update={update} />;
    case 'czesciKryteria':
      return <PartsStep form={form} update={update} announce={announce} />;
    case 'pozostale':
      return <OtherStep form={form} advertiser={stored?.advertiser ?? null} />;
    case 'zalaczniki':
      return <AttachmentsStep form={form} update={update} />;
  }
}
