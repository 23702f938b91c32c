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
  maxLength?: number;
}

/** A labelled input whose hint and error are read with it (aria-describedby) and marked invalid. */
export function TextField({ name, label, type = 'text', autoComplete, hint, problem, optional = false, defaultValue, maxLength }: TextFieldProps): ReactNode {
  return (
    <Field label={label} hint={hint} problem={problem} optional={optional}>
      {(control) => (
        <input
          {...control}
          name={name}
          type={type}
          className="input"
          autoComplete={autoComplete}
          defaultValue={defaultValue}
          maxLength={maxLength}
          required={!optional}
          spellCheck={type === 'text' ? undefined : false}
          autoCapitalize={type === 'text' ? undefined : 'none'}
        />
      )}
    </Field>
  );
}
