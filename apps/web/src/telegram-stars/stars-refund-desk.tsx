import type { ResponseOf } from '@site/api-contract';
import { ApiError } from '@site/api-contract/client';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api.ts';
import { Field } from '../forms/field.tsx';
import type { Problem } from '../forms/field-problem.ts';
import { FormProblem, FormResult, SubmitButton } from '../forms/form-messages.tsx';

const chargeIdPattern = /^[A-Za-z0-9_.:-]{1,255}$/;
type Refund = ResponseOf<'refundTelegramStarsPayment'>;

/**
 * /admin (admins only): returns a Stars payment to the player through Telegram and takes its gold
 * back through the ledger, once (`POST /api/admin/telegram-stars/refunds`). The charge id is the
 * one a /paysupport ticket lists; the same charge again answers that it was refunded already.
 */
export function StarsRefundDesk(): ReactNode {
  const { t } = useTranslation();
  const words = (key: string, values?: Record<string, string>) => t(`telegramStars.refundDesk.${key}`, values);
  const problemRef = useRef<HTMLDivElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const [fieldProblem, setFieldProblem] = useState<Problem | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [refund, setRefund] = useState<Refund | null>(null);

  useEffect(() => {
    if (refund) resultRef.current?.focus();
  }, [refund]);

  const send = useMutation({
    mutationFn: (telegramPaymentChargeId: string) => api.call('refundTelegramStarsPayment', { body: { telegramPaymentChargeId } }),
    onSuccess: setRefund,
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'telegram_stars_unknown_charge') {
        setFieldProblem({ error });
        return;
      }
      setProblem({ error });
      requestAnimationFrame(() => problemRef.current?.focus());
    },
  });

  const onSubmit = (event: SubmitEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (send.isPending) return;
    const value = new FormData(event.currentTarget).get('chargeId');
    const chargeId = typeof value === 'string' ? value.trim() : '';
    setProblem(null);
    setRefund(null);
    if (!chargeIdPattern.test(chargeId)) {
      setFieldProblem({ key: chargeId === '' ? 'telegramStars.refundDesk.chargeRequired' : 'telegramStars.refundDesk.chargeInvalid' });
      event.currentTarget.querySelector<HTMLInputElement>('[name="chargeId"]')?.focus();
      return;
    }
    setFieldProblem(null);
    send.mutate(chargeId);
  };

  return (
    <section aria-labelledby="stars-refund-heading">
      <h2 id="stars-refund-heading">{words('heading')}</h2>
      <p>{words('intro')}</p>
      <form className="form" noValidate onSubmit={onSubmit} aria-labelledby="stars-refund-heading">
        <Field label={words('chargeLabel')} hint={words('chargeHint')} problem={fieldProblem} maxLength={255}>
          {(control) => <input {...control} name="chargeId" className="input" autoComplete="off" spellCheck={false} required />}
        </Field>
        <FormProblem problem={problem} problemRef={problemRef} />
        <div className="actions">
          <SubmitButton busy={send.isPending}>{words('submit')}</SubmitButton>
        </div>
      </form>
      {refund && (
        <FormResult resultRef={resultRef}>
          <p>
            {words(refund.outcome === 'refunded' ? 'refunded' : 'alreadyRefunded', { charge: refund.telegramPaymentChargeId, debited: refund.debitedCoins, shortfall: refund.shortfallCoins })}
          </p>
        </FormResult>
      )}
    </section>
  );
}
