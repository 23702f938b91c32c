import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { setSignedIn } from '../account/account-store.ts';
import { apiErrorText } from '../api/api-error-text.ts';
import { api } from '../api/api.ts';
import { logger } from '../logging/logger.ts';
import { BusyStatus } from './busy-status.tsx';
import { LiveRegion } from './live-region.tsx';
import { loadTelegramWidget } from './load-telegram-widget.ts';
import { telegramWidgetFields, type TelegramWidgetFields } from './telegram-widget-fields.ts';
import { pathAfterSignIn } from './return-after-sign-in.ts';

/** The widget's own life; `answered`: it handed back a sign-in, which the server checks (or `unreadable`: not one we can send). */
type WidgetState = { status: 'waiting' } | { status: 'loading' } | { status: 'loaded' } | { status: 'load-failed' } | { status: 'answered' } | { status: 'unreadable' };

/**
 * Telegram's Login Widget in a plain browser. Its script comes from telegram.org, so it is only
 * fetched once this section is on screen; the signed data it hands back is posted to the server,
 * which verifies it with the bot token.
 */
export function TelegramLoginWidget({ botUsername, link }: { botUsername: string; link: boolean }): ReactNode {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<WidgetState>({ status: 'waiting' });
  const [loadCount, setLoadCount] = useState(0);
  const language = i18n.resolvedLanguage ?? 'en';
  const signIn = useMutation({
    mutationFn: (fields: TelegramWidgetFields) => api.call('telegramWidget', { body: { ...fields, ...(link ? { link: true } : {}) } }),
    onSuccess: async ({ account }) => {
      setSignedIn(account);
      await navigate(link ? '/setting' : pathAfterSignIn());
    },
    onError: (error) => {
      logger.warn('Signing in with the Telegram Login Widget failed', error);
    },
  });
  const { mutate, reset } = signIn;

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let widget: ReturnType<typeof loadTelegramWidget> | null = null;
    const onAuth = (user: unknown): void => {
      const fields = telegramWidgetFields(user);
      if (!fields) {
        reset();
        setState({ status: 'unreadable' });
        return;
      }
      setState({ status: 'answered' });
      mutate(fields);
    };
    const load = (): void => {
      setState({ status: 'loading' });
      widget = loadTelegramWidget({ container: element, botUsername, language, onAuth });
      widget.loaded.then(
        () => {
          setState((previous) => (previous.status === 'loading' ? { status: 'loaded' } : previous));
        },
        () => {
          setState({ status: 'load-failed' });
        },
      );
    };
    if (typeof IntersectionObserver !== 'function') {
      load();
      return () => widget?.remove();
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        load();
      }
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      widget?.remove();
    };
  }, [botUsername, language, mutate, reset, loadCount]);

  // What went wrong with the widget's answer: unreadable (no error to name), or the server's refusal.
  const failure = state.status === 'unreadable' ? null : state.status === 'answered' && signIn.isError ? signIn.error : undefined;
  return (
    <section className="sign-in-step" aria-labelledby="telegram-widget-heading">
      <h2 id="telegram-widget-heading">{t('telegramLogin.widgetHeading')}</h2>
      <p>{t(link ? 'telegramLogin.linkIntro' : 'telegramLogin.widgetHint')}</p>
      <div ref={container} className="telegram-widget" />
      {state.status === 'loading' && <BusyStatus label={t('telegramLogin.widgetLoading')} />}
      {state.status === 'answered' && signIn.isPending && <BusyStatus label={t('telegramLogin.signingIn')} />}
      <LiveRegion tone="error">
        {state.status === 'load-failed' && <p>{t('telegramLogin.widgetFailed')}</p>}
        {failure !== undefined && <p>{`${t('telegramLogin.failed')} ${apiErrorText(t, failure)}`}</p>}
      </LiveRegion>
      {state.status === 'load-failed' && (
        <button
          type="button"
          className="button"
          onClick={() => {
            setLoadCount((count) => count + 1);
          }}
        >
          {t('common.retry')}
        </button>
      )}
    </section>
  );
}
