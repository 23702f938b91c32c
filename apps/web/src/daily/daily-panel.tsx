import type { DailyQuest, DailyStreak } from '@site/api-contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../account/use-account.ts';
import { useApiQuery } from '../api/api-query.ts';
import { formatAmount } from '../economy/format-amount.ts';
import { useEndedStreak, type EndedStreak } from './ended-streak.ts';
import { questText } from './quest-text.ts';
import './daily.css';

/**
 * The signed-in player's daily streak (days, best, what the next counted day pays) and today's
 * quests with their progress, on the home page and /profile. Everything is the server's: the
 * page counts nothing and reads no clock (docs/api/daily-streak-and-quests.md).
 */
export function DailyPanel({ footer }: { footer?: ReactNode } = {}): ReactNode {
  const { t } = useTranslation();
  const streak = useApiQuery('getStreak', []);
  const quests = useApiQuery('getDailyQuests', []);
  const account = useAccount();
  const ended = useEndedStreak(account.status === 'signed-in' ? account.account.id : null, streak.data?.lastEnded);
  if (streak.isError || quests.isError) {
    return (
      <p className="notice notice--error" role="alert">
        {t('daily.failed')}
      </p>
    );
  }
  if (!streak.data || !quests.data) return null;
  return (
    <section className="daily-panel" aria-labelledby="daily-heading" data-testid="daily-panel">
      <h2 id="daily-heading">{t('daily.heading')}</h2>
      <StreakLine streak={streak.data} ended={ended} />
      <h3>{t('daily.questsHeading')}</h3>
      {quests.data.quests.length === 0 ? (
        <p className="hint">{t('daily.noQuests')}</p>
      ) : (
        <ul className="daily-quests">
          {quests.data.quests.map((quest) => (
            <QuestItem key={quest.slot} quest={quest} />
          ))}
        </ul>
      )}
      {footer}
    </section>
  );
}

/** The text telling of an ended streak: none begun since, one begun by today's first run, or one begun on an earlier day. */
const endedText = (streak: DailyStreak): string =>
  streak.currentDays === 0 ? 'daily.streakEnded' : streak.currentDays === 1 && streak.countedToday ? 'daily.streakEndedRestarted' : 'daily.streakEndedSince';

/** The streak's days, best and next reward; `ended`: the server's last ended streak while this browser has not told it yet (said once). */
function StreakLine({ streak, ended }: { streak: DailyStreak; ended: EndedStreak | null }): ReactNode {
  const { t, i18n } = useTranslation();
  const coins = formatAmount(streak.next.coins, i18n.resolvedLanguage ?? i18n.language);
  return (
    <>
      {ended !== null && (
        <p data-testid="streak-ended">
          {t(endedText(streak), { count: ended.days })}
        </p>
      )}
      <p className="daily-streak">
        <strong data-testid="streak-days">{t('daily.streakDays', { count: streak.currentDays })}</strong>{' '}
        <span className="hint" data-testid="streak-best">
          {t('daily.best', { count: streak.bestDays })}
        </span>
      </p>
      {streak.graceNeeded && <p>{t('daily.graceNeeded')}</p>}
      <p data-testid="streak-next">{t(streak.countedToday ? 'daily.countedToday' : 'daily.playToday', { day: streak.next.streakDay, coins })}</p>
    </>
  );
}

function QuestItem({ quest }: { quest: DailyQuest }): ReactNode {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const done = quest.completedAt !== null;
  const grouped = (value: number): string => formatAmount(String(value), language);
  return (
    <li className={done ? 'daily-quest daily-quest--done' : 'daily-quest'} data-testid="daily-quest" data-kind={quest.kind} data-done={done}>
      <span className="daily-quest__text">{questText(t, language, quest)}</span>
      <meter className="daily-quest__meter" min={0} max={quest.target} value={quest.progress} aria-label={questText(t, language, quest)} />
      <span className="daily-quest__state">
        {done ? t('daily.done') : t('daily.progress', { progress: grouped(quest.progress), target: grouped(quest.target) })} · {t('daily.reward', { coins: formatAmount(quest.reward, language) })}
      </span>
    </li>
  );
}
