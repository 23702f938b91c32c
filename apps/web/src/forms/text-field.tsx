import type { ReactNode } from 'react';
import { Field } from './field.tsx';
import type { Problem } from './field-problem.ts';

export interface TextFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  /** Shown under the label and read with the field (e.g. the password rules). */
  hint?: string;
  problem?: Problem | undefined;
  optional?: boolean;
  defaultValue?: string;
  /** The most characters, said by the field when passed (see `Field`), never cut off. */
  maxLength?: number;
}

/** A labelled input whose hint and error are read with it (aria-describedby) and marked invalid. */
export function TextField({ name, label, type = 'text', autoComplete, hint, problem, optional = false, defaultValue, maxLength }: TextFieldProps): ReactNode {
  return (
    <Field label={label} hint={hint} problem={problem} optional={optional} maxLength={maxLength}>
      {(control) => (
        <input
          {...control}
          name={name}
          type={type}
          className="input"
          autoComplete={autoComplete}
          defaultValue={defaultValue}
          required={!optional}
          spellCheck={type === 'text' ? undefined : false}
          autoCapitalize={type === 'text' ? undefined : 'none'}
        />
      )}
    </Field>
  );
}
