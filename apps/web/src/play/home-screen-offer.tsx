import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { addToHomeScreen, rememberHomeScreenAnswer, shouldOfferHomeScreen } from '../telegram/home-screen.ts';

/**
 * Inside Telegram, after a few finished runs: offers to add the mini app to the home screen, where
 * the client can and it is not there yet (src/telegram/home-screen.ts). Asked again after each run
 * until the player adds it or says not now; nothing in a browser.
 */
export function HomeScreenOffer({ runId }: { runId: string }): ReactNode {
  const { t } = useTranslation();
  const [offered, setOffered] = useState(false);
  const headingId = useId();

  useEffect(() => {
    let current = true;
    void shouldOfferHomeScreen().then((offer) => {
      if (current) setOffered(offer);
    });
    return () => {
      current = false;
    };
  }, [runId]);

  if (!offered) return null;
  return (
    <section className="notice home-screen-offer" aria-labelledby={headingId} data-testid="home-screen-offer">
      <h2 id={headingId}>{t('play.homeScreen.heading')}</h2>
      <p>{t('play.homeScreen.text')}</p>
      <div className="actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            setOffered(false);
            void addToHomeScreen();
          }}
        >
          {t('play.homeScreen.add')}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => {
            rememberHomeScreenAnswer('dismissed');
            setOffered(false);
          }}
        >
          {t('play.homeScreen.dismiss')}
        </button>
      </div>
    </section>
  );
}
