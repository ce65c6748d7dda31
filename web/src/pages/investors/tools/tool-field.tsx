import { useId } from 'react';
import type { Labels } from '../labels.ts';
import type { InputProblem } from './tool-input.ts';

interface Props {
  label: string;
  type: 'date' | 'text';
  value: string;
  onChange: (value: string) => void;
  problem: InputProblem | null;
  labels: Labels;
  min?: string;
  max?: string;
  /** A hint under the label: a unit, the range allowed. */
  hint?: string;
  inputMode?: 'decimal' | 'numeric';
}

/** One input of a tool with its label, hint and, when the value is wrong, what is wrong in words. */
export function ToolField({ label, type, value, onChange, problem, labels, min, max, hint, inputMode }: Props) {
  const id = useId();
  const described = [hint && `${id}-hint`, problem && `${id}-problem`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="tool-field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <span className="tool-hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      <input
        id={id}
        type={type}
        value={value}
        min={min}
        max={max}
        inputMode={inputMode}
        aria-invalid={problem ? true : undefined}
        aria-describedby={described}
        onChange={(event) => onChange(event.target.value)}
      />
      {problem && (
        <span className="tool-problem" id={`${id}-problem`} role="alert">
          {labels(problem.key, problem.vars)}
        </span>
      )}
    </div>
  );
}
