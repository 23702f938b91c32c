import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { developerFiles, developerFileUrl, type DeveloperFile } from '../developers/developer-files.ts';
import '../developers/developers.css';
import { HeldBackList } from '../developers/held-back-list.tsx';
import { GameRulesList } from '../submissions/game-rules-list.tsx';
import { FileLink, useFileSavingWay } from '../telegram/file-link.tsx';

/** A download of one of the SDK's files (developer-files.ts), with what it is. */
function FileItem({ file, children }: { file: DeveloperFile; children: ReactNode }): ReactNode {
  return (
    <li>
      <FileLink href={developerFileUrl(file)} fileName={developerFiles[file].name}>
        <code>{developerFiles[file].name}</code>
      </FileLink>
      <span>{children}</span>
    </li>
  );
}

/**
 * /developers: for makers, the game SDK (script, types, reference), its examples and a starter that
 * passes the inspection as it is. Inside Telegram the downloads go through Telegram (FileLink); a
 * client too old to save files opens them in the person's browser, and the page says so first.
 */
export default function DevelopersPage(): ReactNode {
  const { t } = useTranslation();
  const savingWay = useFileSavingWay();
  return (
    <article className="page developers" aria-labelledby="page-heading">
      <h1 id="page-heading">{t('titles.developers')}</h1>
      <p>{t('developers.intro')}</p>
      {savingWay === 'telegram-open-link' && (
        <p className="notice">
          {t('developers.filesOpenInBrowser')}
        </p>
      )}
      <section aria-labelledby="developers-starter">
        <h2 id="developers-starter">{t('developers.starterHeading')}</h2>
        <p>{t('developers.starterText')}</p>
        <p>
          <FileLink className="button button--primary" href={developerFileUrl('starter')} fileName={developerFiles.starter.name}>
            {t('developers.starterDownload')}
          </FileLink>
        </p>
      </section>
      <section aria-labelledby="developers-sdk">
        <h2 id="developers-sdk">{t('developers.sdkHeading')}</h2>
        <ul className="developer-files">
          <FileItem file="sdk">{t('developers.files.sdk')}</FileItem>
          <FileItem file="types">{t('developers.files.types')}</FileItem>
          <FileItem file="readme">{t('developers.files.readme')}</FileItem>
        </ul>
      </section>
      <section aria-labelledby="developers-examples">
        <h2 id="developers-examples">{t('developers.examplesHeading')}</h2>
        <ul className="developer-files">
          <FileItem file="reaction">{t('developers.files.reaction')}</FileItem>
          <FileItem file="minimal">{t('developers.files.minimal')}</FileItem>
        </ul>
      </section>
      <section aria-labelledby="developers-playground">
        <h2 id="developers-playground">{t('developers.playgroundHeading')}</h2>
        <p>{t('developers.playgroundText')}</p>
        <p>
          <Link className="button" to="/developers/playground">
            {t('developers.playgroundLink')}
          </Link>
        </p>
      </section>
      <section aria-labelledby="developers-checks">
        <h2 id="developers-checks">{t('developers.checksHeading')}</h2>
        <HeldBackList />
        <p>{t('developers.checks.input')}</p>
        <p>{t('developers.checks.events')}</p>
      </section>
      <GameRulesList />
      <section aria-labelledby="developers-next">
        <h2 id="developers-next">{t('developers.nextHeading')}</h2>
        <p className="actions">
          <Link className="button" to="/submit">
            {t('titles.submit')}
          </Link>
          <Link className="button" to="/my-games">
            {t('titles.myGames')}
          </Link>
        </p>
      </section>
    </article>
  );
}
