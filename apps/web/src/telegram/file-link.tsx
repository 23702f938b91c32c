import type { MouseEvent, ReactNode } from 'react';
import { useStore } from '../store/use-store.ts';
import { fileSaving, saveFileThroughTelegram, type FileSaving } from './telegram-files.ts';

/**
 * A link that downloads a file of the site: `<a href download>` in a browser, exactly as any; inside
 * the Telegram mini app, whose webview drops such a download, the click hands the file to Telegram
 * (telegram-files.ts) with its absolute address, which the anchor resolves.
 */
export function FileLink({ href, fileName, className, children }: { href: string; fileName: string; className?: string; children: ReactNode }): ReactNode {
  const onClick = (event: MouseEvent<HTMLAnchorElement>): void => {
    if (saveFileThroughTelegram({ url: event.currentTarget.href, fileName })) event.preventDefault();
  };
  return (
    <a className={className} href={href} download={fileName} onClick={onClick}>
      {children}
    </a>
  );
}

/** How a download is carried out here (a browser's, Telegram's prompt, or the person's browser through Telegram). */
export function useFileSavingWay(): FileSaving['way'] {
  return useStore(fileSaving).way;
}
