type Props<V extends string> = {
  options: readonly { value: V; label: string }[];
  /** The chosen values, in the order they were chosen. */
  value: readonly V[];
  onChange: (value: V[]) => void;
  /** Marks every box invalid (the group's error is shown by its fieldset). */
  invalid?: boolean;
};

/** A checkbox per option (the statuses, the voivodeships of a filter); put it in a fieldset. */
export function CheckboxList<V extends string>({ options, value, onChange, invalid }: Props<V>) {
  return options.map((option) => (
    <label key={option.value} className="checkbox">
      <input
        type="checkbox"
        checked={value.includes(option.value)}
        aria-invalid={invalid ? true : undefined}
        onChange={(e) =>
          onChange(e.target.checked ? [...value, option.value] : value.filter((v) => v !== option.value))
        }
      />
      {option.label}
    </label>
  ));
}
