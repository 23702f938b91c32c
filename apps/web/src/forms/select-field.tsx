import type { ReactNode } from 'react';
import { Field } from './field.tsx';
import type { Problem } from './field-problem.ts';

export interface SelectFieldProps {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  /** Chosen at first, when there is no placeholder. */
  defaultValue?: string;
  /** Shown first and cannot be chosen, so the visitor has to pick an option (the select is then required). */
  placeholder?: string;
  problem?: Problem | undefined;
}

/** A labelled select whose error is read with it and marked invalid, like TextField. */
export function SelectField({ name, label, options, defaultValue, placeholder, problem }: SelectFieldProps): ReactNode {
  return (
    <Field label={label} problem={problem}>
      {(control) => (
        <select {...control} name={name} className="input" defaultValue={placeholder === undefined ? defaultValue : ''} required={placeholder !== undefined}>
          {placeholder !== undefined && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
