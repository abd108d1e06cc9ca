import { announcementLimits as L } from '@bk/contracts/announcements/limits';
import { cleanBudgetInput } from '@bk/contracts/announcements/money';
import { TextField } from '../../../components/form/TextField.tsx';

type Props = {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  required?: boolean;
};

/**
 * The estimated value (spec 1 section 5): digits and one comma, two decimals, at most 27 characters;
 * what does not fit the pattern, typed or pasted, is not taken.
 */
export function BudgetField({ label, value, onChange, error, required }: Props) {
  return (
    <TextField
      label={label}
      hint="Wpisz kwotę w złotych według wzoru 1000000,00."
      inputMode="decimal"
      autoComplete="off"
      maxLength={L.budgetFieldLength}
      required={required}
      error={error}
      value={value}
      className="field--budget"
      onChange={(event) => onChange(cleanBudgetInput(event.target.value, value))}
    />
  );
}
