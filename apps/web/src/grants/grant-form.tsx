import type { AdminGrant, ResponseOf } from '@site/api-contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { invalidateApiQueries } from '../api/api-query.ts';
import { api } from '../api/api.ts';
import { ApiError } from '@site/api-contract/client';
import { SentenceWithUserText } from '../components/user-text.tsx';
import { readTypedNumber } from '../economy/read-typed-number.ts';
import { useAmountText } from '../economy/use-amount-text.ts';
import { Field } from '../forms/field.tsx';
import { fieldNameOf, type Problem } from '../forms/field-problem.ts';
import { FormProblem, FormResult, SubmitButton } from '../forms/form-messages.tsx';

type GrantField = 'asset' | 'amount' | 'reason';
const assets = ['game_coin', 'gold_coin', 'invite_point'] as const;
const amountPattern = /^[1-9][0-9]{0,17}$/;
const reasonMaxLength = 100;

/**
 * What is wrong with the grant as typed, field by field (the server checks the same), and the
 * amount's digits to send: typed as the players' amount forms take it ("1,000" in English, "1.000"
 * in Spanish: economy/read-typed-number.ts).
 */
function readGrant(typedAmount: string, reason: string, language: string): { problems: Partial<Record<GrantField, Problem>>; amount: string } {
  const problems: Partial<Record<GrantField, Problem>> = {};
  const number = readTypedNumber(typedAmount, language);
  const amount = number.ok && !number.negative && number.fraction === undefined ? number.whole.replace(/^0+/, '') : '';
  if (typedAmount === '') problems.amount = { key: 'players.problems.amountRequired' };
  else if (!number.ok) problems.amount = { key: 'players.problems.amountDigits' };
  else if (!amountPattern.test(amount)) problems.amount = { key: 'players.problems.amountRange' };
  if (reason === '') problems.reason = { key: 'players.problems.reasonRequired' };
  else if (reason.length > reasonMaxLength) problems.reason = { key: 'players.problems.reasonTooLong', values: { max: reasonMaxLength } };
  return { problems, amount };
}

/**
 * An admin's grant to one account through `POST /api/admin/grants`. One request id per grant: a
 * retry after a lost answer sends the same one (the server answers the first grant, nothing moves
 * twice); a new grant, or a changed one, gets a new id.
 */
/** One account of an admin's search. */
export type FoundAccount = ResponseOf<'searchAccounts'>['accounts'][number];

export function GrantForm({ account, onCancel }: { account: FoundAccount; onCancel: () => void }): ReactNode {
  const { t, i18n } = useTranslation();
  const amountText = useAmountText();
  const formRef = useRef<HTMLFormElement>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const requestId = useRef<string | null>(null);
  const [problems, setProblems] = useState<Partial<Record<GrantField, Problem>>>({});
  const [problem, setProblem] = useState<Problem | null>(null);
  const [granted, setGranted] = useState<AdminGrant | null>(null);

  useEffect(() => {
    formRef.current?.querySelector<HTMLSelectElement>('select')?.focus();
  }, []);
  useEffect(() => {
    if (granted) resultRef.current?.focus();
  }, [granted]);

  const focusField = (name: GrantField): void => {
    formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
  };

  const grant = useMutation({
    mutationFn: (body: { requestId: string; accountId: string; asset: (typeof assets)[number]; amount: string; reason: string }) => api.call('createAdminGrant', { body }),
    onSuccess: (answer) => {
      requestId.current = null;
      setGranted(answer);
      formRef.current?.reset();
      // The search is asked again: the balances shown are the server's.
      void invalidateApiQueries('searchAccounts');
    },
    onError: (error) => {
      // A refusal is final for this id; only a lost answer is retried with the same one.
      if (error instanceof ApiError) requestId.current = null;
      const field = error instanceof ApiError ? fieldNameOf(error.field) : null;
      if (field === 'amount' || field === 'reason' || field === 'asset') {
        setProblems({ [field]: { error } });
        focusField(field);
      } else {
        setProblem({ error });
        requestAnimationFrame(() => problemRef.current?.focus());
      }
    },
  });

  const onSubmit = (event: SubmitEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (grant.isPending) return;
    const data = new FormData(event.currentTarget);
    const textOf = (name: GrantField): string => {
      const value = data.get(name);
      return typeof value === 'string' ? value.trim() : '';
    };
    const asset = assets.find((value) => value === textOf('asset')) ?? 'game_coin';
    const reason = textOf('reason');
    const { problems: found, amount } = readGrant(textOf('amount'), reason, i18n.resolvedLanguage ?? i18n.language);
    setProblems(found);
    setProblem(null);
    const first = (['amount', 'reason'] as const).find((name) => found[name]);
    if (first) {
      focusField(first);
      return;
    }
    requestId.current ??= crypto.randomUUID();
    grant.mutate({ requestId: requestId.current, accountId: account.id, asset, amount, reason });
  };

  return (
    <form
      ref={formRef}
      className="form grant-form"
      aria-label={t('players.grantTo', { name: account.displayName })}
      noValidate
      onSubmit={onSubmit}
      onChange={() => {
        requestId.current = null;
      }}
    >
      <Field label={t('players.asset')} problem={problems.asset}>
        {(control) => (
          <select {...control} name="asset" className="input" defaultValue="game_coin">
            {assets.map((asset) => (
              <option key={asset} value={asset}>
                {t(`economy.assets.${asset}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('players.amount')} hint={t('players.amountHint')} problem={problems.amount}>
        {(control) => <input {...control} name="amount" className="input" inputMode="numeric" autoComplete="off" required />}
      </Field>
      <Field label={t('players.reason')} hint={t('players.reasonHint', { max: reasonMaxLength })} problem={problems.reason}>
        {(control) => <input {...control} name="reason" className="input" autoComplete="off" required />}
      </Field>
      <FormProblem problem={problem} problemRef={problemRef} />
      {granted && (
        <FormResult resultRef={resultRef}>
          <p data-testid="grant-result">
            <SentenceWithUserText i18nKey="players.granted" values={{ amount: amountText(granted.asset, granted.amount) }} userText={{ name: account.displayName, reason: granted.reason }} />
          </p>
        </FormResult>
      )}
      <div className="actions">
        <SubmitButton busy={grant.isPending}>{t('players.grant')}</SubmitButton>
        <button type="button" className="button" onClick={onCancel}>
          {t('players.close')}
        </button>
      </div>
    </form>
  );
}
