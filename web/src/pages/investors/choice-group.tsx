import type { ReactNode } from 'react';

interface Props<T extends string> {
  /** What is chosen, for screen readers (the buttons say the rest). */
  legend: string;
  options: readonly { value: T; label: ReactNode }[];
  value: T;
  onChange: (value: T) => void;
}

/** A row of buttons of which one is pressed: the chart's security, range and style. */
export function ChoiceGroup<T extends string>({ legend, options, value, onChange }: Props<T>) {
  return (
    <fieldset className="price-chart-choice">
      <legend className="visually-hidden">{legend}</legend>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
