import type { GameDeclaration } from '@site/api-contract';
import type { TFunction } from 'i18next';

/** A version's declaration in a few words, for its maker (/my-games) and its moderator (the review desk): "5 levels · top score 2,000". */
export function declarationText(t: TFunction, declaration: GameDeclaration, language: string): string {
  const top = new Intl.NumberFormat(language).format(declaration.topScore);
  return declaration.levels === null ? t('submissions.declaration.noLevels', { top }) : t('submissions.declaration.levelsCount', { count: declaration.levels, top });
}
