import type { EconomySummaryView } from '@site/api-contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '@site/api-contract/client';
import { invalidateApiQueries } from '../api/api-query.ts';
import { refreshEconomySummary } from './economy-summary.ts';

/** What every economy operation answers: what left the account and what came in. */
export interface OperationOutcome {
  replayed: boolean;
  spent: { asset: string; amount: string } | null;
  received: { asset: string; amount: string } | null;
}

export type OperationStep<Input, Outcome extends OperationOutcome> =
  | { name: 'edit'; refusal: unknown }
  | { name: 'review'; input: Input; requestId: string; sending: boolean; failure: unknown }
  | { name: 'done'; outcome: Outcome; summary: EconomySummaryView | null };

export interface EconomyOperation<Input, Outcome extends OperationOutcome> {
  step: OperationStep<Input, Outcome>;
  /** Shows what `input` will do, to be confirmed. */
  review: (input: Input) => void;
  /** Back to the form (a new confirmation will be a new request). */
  edit: () => void;
  /** Sends the reviewed request; after a failure that may not have reached the server, sends it again under the same id. */
  confirm: () => void;
}

/** True when the server may not have heard the request (or not finished it): only the same requestId may be sent again. */
export function mayRetrySameRequest(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status === 429 || error.status >= 500 || error.code === 'bad_response';
}

/**
 * The life of one economy operation: edit → review (a requestId is made here, once per confirmed
 * attempt) → sent → done with the server's new numbers. A failure that may not have reached the
 * server keeps the review and its requestId, so "Try again" can never move twice: the server
 * answers a repeated id with its first answer. A refusal (4xx) goes back to the form with it.
 */
export function useEconomyOperation<Input, Outcome extends OperationOutcome>(options: {
  send: (input: Input, requestId: string) => Promise<Outcome>;
}): EconomyOperation<Input, Outcome> {
  const [step, setStep] = useState<OperationStep<Input, Outcome>>({ name: 'edit', refusal: null });
  const { send } = options;
  const sending = useMutation({
    mutationFn: ({ input, requestId }: { input: Input; requestId: string }) => send(input, requestId),
    // Whatever the answer, the balances, the history and stamina shown elsewhere are asked again.
    onSettled: () => {
      void invalidateApiQueries('getLedgerBalances', 'listLedgerTransfers', 'getStamina');
    },
  });

  return {
    step,
    review: (input) => {
      setStep({ name: 'review', input, requestId: crypto.randomUUID(), sending: false, failure: null });
    },
    edit: () => {
      setStep({ name: 'edit', refusal: null });
    },
    confirm: () => {
      if (step.name !== 'review' || step.sending) return;
      const reviewed = { ...step, sending: true, failure: null };
      setStep(reviewed);
      sending.mutate(
        { input: step.input, requestId: step.requestId },
        {
          onSuccess: (outcome) => {
            void refreshEconomySummary().then((summary) => {
              setStep({ name: 'done', outcome, summary });
            });
          },
          onError: (error) => {
            if (mayRetrySameRequest(error)) {
              setStep({ ...reviewed, sending: false, failure: error });
              return;
            }
            // The balances or today's limit may have changed elsewhere: show the server's numbers.
            void refreshEconomySummary();
            setStep({ name: 'edit', refusal: error });
          },
        },
      );
    },
  };
}
