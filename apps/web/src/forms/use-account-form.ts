import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type RefObject, type SubmitEvent } from 'react';
import { ApiError } from '@site/api-contract/client';
import { fieldNameOf, type Problem } from './field-problem.ts';

export type FormValues = Record<string, string>;
export type FieldProblems = Partial<Record<string, Problem>>;

interface FormState {
  status: 'idle' | 'busy' | 'done';
  formProblem: Problem | null;
  fieldProblems: FieldProblems;
  /** Counts submits, so focus moves again when the same problem comes back. */
  attempt: number;
}

export interface AccountForm {
  status: FormState['status'];
  formProblem: Problem | null;
  fieldProblems: FieldProblems;
  /** Spread on the `<form>`: the page validates and announces, not the browser. */
  formProps: { ref: RefObject<HTMLFormElement | null>; onSubmit: (event: SubmitEvent<HTMLFormElement>) => void; noValidate: true };
  /** The form-level error: focused when a problem has no field. */
  problemRef: RefObject<HTMLDivElement | null>;
  /** The success message: focused when the form is done. */
  resultRef: RefObject<HTMLDivElement | null>;
}

/**
 * The life of an account form: read its fields, check them (`validate`), send them (`submit`),
 * and put each problem next to its field (the server's `error.field`, e.g. `body.password`) or
 * above the form. Focus then moves to the first field in error, the form's error, or the result.
 */
export function useAccountForm(options: { validate?: (values: FormValues) => FieldProblems; submit: (values: FormValues) => Promise<void> }): AccountForm {
  const [state, setState] = useState<FormState>({ status: 'idle', formProblem: null, fieldProblems: {}, attempt: 0 });
  const formRef = useRef<HTMLFormElement>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const { validate, submit } = options;
  // The send is a mutation of the site's query cache: each form invalidates, in `submit`, what it changed.
  const sending = useMutation({ mutationFn: submit });

  useEffect(() => {
    if (state.attempt === 0 || state.status === 'busy') return;
    if (state.status === 'done') {
      resultRef.current?.focus();
      return;
    }
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) invalid.focus();
    else if (state.formProblem) problemRef.current?.focus();
  }, [state]);

  const onSubmit = (event: SubmitEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (state.status === 'busy') return;
    const form = event.currentTarget;
    const values: FormValues = {};
    for (const [name, value] of new FormData(form)) if (typeof value === 'string') values[name] = value;
    const attempt = state.attempt + 1;

    const problems = { ...tooLongFields(form), ...validate?.(values) };
    if (Object.keys(problems).length > 0) {
      setState({ status: 'idle', formProblem: null, fieldProblems: problems, attempt });
      return;
    }
    setState({ status: 'busy', formProblem: null, fieldProblems: {}, attempt });
    sending.mutate(values, {
      onSuccess: () => {
        setState({ status: 'done', formProblem: null, fieldProblems: {}, attempt });
      },
      onError: (error) => {
        const field = error instanceof ApiError ? fieldNameOf(error.field) : null;
        const onField = field !== null && form.elements.namedItem(field) !== null;
        setState({ status: 'idle', formProblem: onField ? null : { error }, fieldProblems: onField ? { [field]: { error } } : {}, attempt });
      },
    });
  };

  return {
    status: state.status,
    formProblem: state.formProblem,
    fieldProblems: state.fieldProblems,
    formProps: { ref: formRef, onSubmit, noValidate: true },
    problemRef,
    resultRef,
  };
}

/** The fields (`Field` with `maxLength`) whose value is longer than their limit: named, never cut. */
function tooLongFields(form: HTMLFormElement): FieldProblems {
  const problems: FieldProblems = {};
  for (const control of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('[data-max-length]')) {
    const max = Number(control.dataset.maxLength);
    const count = Array.from(control.value).length;
    if (control.name !== '' && count > max) problems[control.name] = { key: 'forms.tooLong', values: { count, max } };
  }
  return problems;
}
