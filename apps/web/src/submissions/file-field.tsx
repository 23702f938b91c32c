import type { ReactNode } from 'react';
import { Field } from '../forms/field.tsx';
import type { Problem } from '../forms/field-problem.ts';

/** A labelled file input whose hint and error are read with it, like TextField. */
export function FileField({ name, label, hint, accept, problem }: { name: string; label: string; hint: string; accept: string; problem?: Problem | undefined }): ReactNode {
  return (
    <Field label={label} hint={hint} problem={problem}>
      {(control) => <input {...control} name={name} type="file" className="input" accept={accept} required />}
    </Field>
  );
}
