import type { Game } from '@site/api-contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { languageName, pickDescription } from './pick-description.ts';

/**
 * The game's description in the reader's language; where the maker gave none in it, another
 * (English first), marked with the language it is in, and read in that language by screen readers.
 */
export function GameDescription({ game }: { game: Game }): ReactNode {
  const { t, i18n } = useTranslation();
  const reader = i18n.resolvedLanguage ?? i18n.language;
  const picked = pickDescription(game.descriptions, reader);
  if (picked === null) return null;
  const { description, otherLanguage } = picked;
  return (
    <p className="game-page__description">
      {otherLanguage && (
        <>
          <span className="badge game-page__description-language" data-testid="description-language">
            {t('play.descriptionIn', { language: languageName(description.language, reader) })}
          </span>{' '}
        </>
      )}
      <span lang={description.language}>{description.text}</span>
    </p>
  );
}
