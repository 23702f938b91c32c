import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Account } from '@site/api-contract';
import { showsSomething } from '@site/api-contract/text-bounds';
import { hasSignedInHint } from '../account/signed-in-hint.ts';
import { useStore } from '../store/use-store.ts';
import { accountStore } from '../account/account-state.ts';
import { useSignedInAccount } from '../account/use-is-signed-in.ts';

const staffRoles: ReadonlySet<Account['role']> = new Set(['moderator', 'admin']);

/** The signed-in account's menu: its name on a button that shows the links, Sign out last. */
export function SignedInMenu({ account }: { account: Account }): ReactNode {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent): void => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
    };
  }, [open]);

  return (
    <div
      className="account-menu"
      ref={rootRef}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        buttonRef.current?.focus();
      }}
      onBlur={(event) => {
        // Focus moved on past the menu (Tab after its last link, Shift+Tab before its button) closes
        // it, as a menu button does. Focus going nowhere (a tap on the page, another window) is left
        // to the tap's own handler above.
        const next = event.relatedTarget;
        if (open && next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="button button--small account-menu__button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          setOpen((shown) => !shown);
        }}
      >
        {/* dir="auto": a right-to-left name is cut at its own end, so the ellipsis keeps its first words. */}
        <span className="account-menu__name" dir="auto">
          {/* A name saved before names had to show something may be blank to the eye: the button still needs a name. */}
          {showsSomething(account.displayName) ? <bdi>{account.displayName}</bdi> : t('accountMenu.label')}
        </span>
        <span aria-hidden="true" className="account-menu__caret">
          ▾
        </span>
      </button>
      <nav
        id={menuId}
        className="account-menu__panel"
        aria-label={t('accountMenu.label')}
        hidden={!open}
        onClick={(event) => {
          // A link followed closes the menu.
          if ((event.target as Element).closest('a')) setOpen(false);
        }}
      >
        <ul>
          <li>
            <Link to="/profile">{t('titles.profile')}</Link>
          </li>
          <li>
            <Link to="/invite-users">{t('titles.inviteUsers')}</Link>
          </li>
          {staffRoles.has(account.role) ? (
            <li>
              <Link to="/admin">{t('accountMenu.admin')}</Link>
            </li>
          ) : null}
          <li>
            <Link to="/logout">{t('titles.logout')}</Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}

/**
 * The header's account place: the account's menu when signed in, else one "Sign in". While the
 * session is being checked in a browser that was signed in last time, nothing (no "Sign in" that
 * turns into a name a moment later).
 */
export function AccountMenu(): ReactNode {
  const { t } = useTranslation();
  const account = useSignedInAccount();
  const { status } = useStore(accountStore);
  if (account) return <SignedInMenu account={account} />;
  if ((status === 'unknown' || status === 'loading') && hasSignedInHint()) {
    // The menu's button, unseen, holds its place: the header keeps its height (the caret's glyph
    // makes the button a little taller than the other small buttons) and the page below stays put.
    return (
      <span className="account-menu" aria-hidden="true">
        <span className="button button--small account-menu__button account-menu__placeholder">
          <span className="account-menu__name">{'\u00a0'}</span>
          <span className="account-menu__caret">▾</span>
        </span>
      </span>
    );
  }
  return (
    <Link to="/login" className="button button--small button--primary">
      {t('nav.login')}
    </Link>
  );
}
