import type { IdentificationType } from '@bk/contracts/users/profile';
import { digitsOnly } from '@bk/contracts/users/validators';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { ClipboardEvent, Ref } from 'react';
import { TextField } from '../../components/form/TextField.tsx';
import { isDigitsOnlyType, numberMaxLength } from './subject-form.ts';
import { identificationTypeTexts } from './subject-texts.ts';

type Props = {
  type: IdentificationType;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
  ref?: Ref<HTMLInputElement>;
};

const hints: Partial<Record<IdentificationType, MessageDescriptor>> = {
  nip: /*i18n*/ { id: 'subject.number.nip-hint', message: 'Wpisz 10 cyfr, bez kresek i spacji.' },
  pesel: /*i18n*/ { id: 'subject.number.pesel-hint', message: 'Wpisz 11 cyfr.' },
};

/**
 * The identification number: NIP and PESEL keep digits only, while typing and when pasting (spec 3
 * section 5.1). A pasted '526-000-12-46' becomes '5260001246' before the length limit applies.
 */
export function IdentificationNumberField({ type, value, onChange, onBlur, error, ref }: Props) {
  const { i18n } = useLingui();
  const hint = hints[type];
  const digits = isDigitsOnlyType(type);
  const max = numberMaxLength(type);
  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    if (!digits) return;
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? value.length;
    const end = input.selectionEnd ?? value.length;
    const inserted = digitsOnly(event.clipboardData.getData('text'));
    const next = (value.slice(0, start) + inserted + value.slice(end)).slice(0, max);
    onChange(next);
    const caret = Math.min(start + inserted.length, next.length);
    requestAnimationFrame(() => input.setSelectionRange(caret, caret));
  };
  return (
    <TextField
      label={i18n._(identificationTypeTexts[type])}
      hint={hint ? i18n._(hint) : undefined}
      required
      ref={ref}
      value={value}
      maxLength={max}
      inputMode={digits ? 'numeric' : undefined}
      autoComplete="off"
      error={error}
      onBlur={onBlur}
      onPaste={paste}
      onChange={(event) => onChange(digits ? digitsOnly(event.target.value) : event.target.value)}
    />
  );
}
