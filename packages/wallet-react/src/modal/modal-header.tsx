import type { ReactNode, Ref } from 'react';
import { useMessages } from '../messages/use-messages.ts';

export interface ModalHeaderProps {
  titleId: string;
  title: string;
  /** The heading takes focus when a step changes, so it is announced. */
  titleRef?: Ref<HTMLHeadingElement> | undefined;
  onClose: () => void;
}

/** The dialog's heading (named by `aria-labelledby`) and its close button. */
export function ModalHeader({ titleId, title, titleRef, onClose }: ModalHeaderProps): ReactNode {
  const { t } = useMessages();
  return (
    <header className="wr-header">
      <h2 id={titleId} ref={titleRef} tabIndex={-1} className="wr-title">
        {title}
      </h2>
      <button type="button" className="wr-close" aria-label={t('close')} onClick={onClose}>
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
    </header>
  );
}
