import type { GameVersionState } from '@site/api-contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A version's review state as a labelled badge (text, not colour alone). */
export function VersionStateBadge({ state }: { state: GameVersionState }): ReactNode {
  const { t } = useTranslation();
  return <span className={`state-badge state-badge--${state}`}>{t(`submissions.states.${state}`)}</span>;
}
