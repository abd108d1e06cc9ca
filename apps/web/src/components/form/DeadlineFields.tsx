import { hourOptions, NO_HOUR_LABEL } from '../../lib/deadline-input.ts';
import { SelectField } from './SelectField.tsx';
import { TextField } from './TextField.tsx';

/** The deadline's date and hour side by side (the publish and deadline-extension dialogs). */
export function DeadlineFields({
  label = 'Termin składania ofert',
  date,
  hour,
  min,
  error,
  autoFocus,
  onDate,
  onHour,
}: {
  label?: string;
  date: string;
  hour: string;
  min: string;
  error?: string;
  autoFocus?: boolean;
  onDate(value: string): void;
  onHour(value: string): void;
}) {
  return (
    <div className="form-row form-row--end">
      <TextField
        type="date"
        label={label}
        required
        // biome-ignore lint/a11y/noAutofocus: the first field of a modal dialog (FormDialog) takes focus.
        autoFocus={autoFocus}
        min={min}
        value={date}
        error={error}
        onChange={(event) => onDate(event.target.value)}
      />
      <SelectField
        label="Godzina"
        options={[{ value: '', label: NO_HOUR_LABEL }, ...hourOptions]}
        value={hour}
        onChange={(event) => onHour(event.target.value)}
      />
    </div>
  );
}
