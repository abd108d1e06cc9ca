/**
 * The six steps of the form (spec 1 section 2), their address value (?krok=...) and what each holds:
 * - Przedmiot: project(s) or enrolment, title, contact persons, the partial-offers switch;
 * - Terminy: the planned contract signing (and, once published, the publication date and deadline;
 *   the deadline itself is chosen in the publish dialog);
 * - Warunki: supplementary orders and contract-change conditions;
 * - Części i kryteria: parts, their order items (category, CPV, places, stages, conditions) and
 *   evaluation criteria;
 * - Pozostałe: the advertiser's data as it will be published, and a summary;
 * - Załączniki: attachments.
 */
export const steps = [
  { id: 'przedmiot', label: 'Przedmiot' },
  { id: 'terminy', label: 'Terminy' },
  { id: 'warunki', label: 'Warunki' },
  { id: 'czesciKryteria', label: 'Części i kryteria' },
  { id: 'pozostale', label: 'Pozostałe' },
  { id: 'zalaczniki', label: 'Załączniki' },
] as const;

export type StepId = (typeof steps)[number]['id'];

export function isStepId(value: string | null): value is StepId {
  return steps.some((step) => step.id === value);
}

export function stepIndex(id: StepId): number {
  return steps.findIndex((step) => step.id === id);
}

export function stepLabel(id: StepId): string {
  return steps[stepIndex(id)]?.label ?? id;
}

const fieldSteps: Record<string, StepId> = {
  tytul: 'przedmiot',
  tytulAngielski: 'przedmiot',
  streszczenieAngielskie: 'przedmiot',
  hasProject: 'przedmiot',
  projekty: 'przedmiot',
  enrollmentId: 'przedmiot',
  contactPersonIds: 'przedmiot',
  czyDopuszczalnaOfertaCzesciowa: 'przedmiot',
  planowanyTerminPodpisaniaUmowy: 'terminy',
  zamowieniaUzupelniajace: 'warunki',
  warunkiZmianyUmowy: 'warunki',
  zamowienia: 'czesciKryteria',
  zalaczniki: 'zalaczniki',
};

/** The step that shows the field of an error path (client names); anything else is under Pozostałe. */
export function stepOfPath(path: string): StepId {
  return fieldSteps[path.split('.')[0] ?? ''] ?? 'pozostale';
}
