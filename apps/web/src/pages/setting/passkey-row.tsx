import type { Passkey } from '@site/api-contract';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../account/format-instant.ts';
import { api } from '../../api/api.ts';
import { ConfirmAction } from '../../components/confirm-action.tsx';
import { FormProblem, SubmitButton } from '../../forms/form-messages.tsx';
import { TextField } from '../../forms/text-field.tsx';
import { useAccountForm } from '../../forms/use-account-form.ts';
import { validateFields } from '../../forms/validate-fields.ts';

interface PasskeyRowProps {
  passkey: Passkey;
  busy: boolean;
  /** False for the account's only way to sign in: no "Remove", but why it stays. */
  removable: boolean;
  onAsk: () => void;
  onRenamed: (passkey: Passkey) => void;
  onRemove: () => Promise<void>;
}

/**
 * One passkey: its name, when it was added and last used (dated as the sessions are), whether its
 * provider syncs it; "Rename" opens its name in place (Escape or Cancel closes it, the focus goes
 * back to "Rename"), "Remove" asks first (and is not offered for the account's only way to sign in).
 */
export function PasskeyRow({ passkey, busy, removable, onAsk, onRenamed, onRemove }: PasskeyRowProps): ReactNode {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [renaming, setRenaming] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const wasRenaming = useRef(false);

  useEffect(() => {
    if (wasRenaming.current && !renaming) renameButton.current?.focus();
    wasRenaming.current = renaming;
  }, [renaming]);

  const added = formatInstant(passkey.createdAt, language, { withTime: true });
  const times =
    passkey.lastUsedAt === null
      ? t('passkeys.addedNeverUsed', { added })
      : t('passkeys.addedAndUsed', { added, lastUsed: formatInstant(passkey.lastUsedAt, language, { withTime: true }) });

  return (
    <li className="row-list__item">
      <span className="row-list__main">
        <strong>
          {passkey.name}
          {passkey.synced && <span className="badge session-badge">{t('passkeys.synced')}</span>}
        </strong>
        <span className="hint">{times}</span>
      </span>
      {renaming ? (
        <RenamePasskeyForm
          passkey={passkey}
          onDone={(renamed) => {
            if (renamed) onRenamed(renamed);
            setRenaming(false);
          }}
        />
      ) : (
        <span className="row-list__actions">
          <button
            ref={renameButton}
            type="button"
            className="button button--small"
            aria-label={t('passkeys.renameOne', { name: passkey.name })}
            onClick={() => {
              onAsk();
              setRenaming(true);
            }}
          >
            {t('passkeys.rename')}
          </button>
          {!removable && <span className="hint">{t('settings.onlyWay')}</span>}
          {removable && (
          <ConfirmAction
            label={t('settings.remove')}
            buttonLabel={t('passkeys.removeOne', { name: passkey.name })}
            question={t('passkeys.confirmRemove')}
            questionLabel={t('passkeys.confirmRemoveOne', { name: passkey.name })}
            confirmLabel={t('settings.remove')}
            cancelLabel={t('settings.cancel')}
            busy={busy}
            onAsk={onAsk}
            onConfirm={onRemove}
          />
          )}
        </span>
      )}
    </li>
  );
}

/** The passkey's name in a field, focused and selected; saved by Enter or Save, left by Escape or Cancel. */
function RenamePasskeyForm({ passkey, onDone }: { passkey: Passkey; onDone: (renamed: Passkey | null) => void }): ReactNode {
  const { t } = useTranslation();
  const form = useAccountForm({
    validate: (values) => validateFields(values, { name: { required: true } }),
    submit: async ({ name = '' }) => {
      const { passkey: renamed } = await api.call('renamePasskey', { params: { id: passkey.id }, body: { name: name.trim() } });
      onDone(renamed);
    },
  });
  const field = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const input = field.current?.querySelector('input');
    input?.focus();
    input?.select();
  }, []);

  return (
    <form
      className="form passkey-rename"
      aria-label={t('passkeys.renameOne', { name: passkey.name })}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onDone(null);
        }
      }}
      {...form.formProps}
    >
      <FormProblem problem={form.formProblem} problemRef={form.problemRef} />
      <div ref={field}>
        <TextField name="name" label={t('passkeys.newName')} autoComplete="off" defaultValue={passkey.name} problem={form.fieldProblems.name} maxLength={60} />
      </div>
      <span className="row-list__actions">
        <SubmitButton busy={form.status === 'busy'}>{t('passkeys.save')}</SubmitButton>
        <button
          type="button"
          className="button"
          onClick={() => {
            onDone(null);
          }}
        >
          {t('settings.cancel')}
        </button>
      </span>
    </form>
  );
}
