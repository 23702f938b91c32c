import { parseNewsText } from '@site/api-contract';
import { useMemo, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { openTelegramExternalLink } from '../telegram/telegram-links.ts';
import { telegramState } from '../telegram/telegram-state.ts';

/**
 * Inside the Telegram mini app a link to another site opens in the person's browser through
 * Telegram (`openLink`): followed in the webview, it would take the mini app's place.
 */
const leaveThroughTelegram = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
  if (telegramState.get().status !== 'ready') return;
  event.preventDefault();
  openTelegramExternalLink(href);
};

/**
 * A news body as paragraphs and links (see news-text.ts in the contract), built as elements: the
 * text is never read as HTML. Links to other sites do not pass on this page or its address.
 */
export function NewsBody({ text }: { text: string }): ReactNode {
  const paragraphs = useMemo(() => parseNewsText(text), [text]);
  return paragraphs.map((paragraph, index) => (
    // Paragraphs have no identity of their own; their order is fixed.
    <p key={index} className="news-paragraph">
      {paragraph.map((part, partIndex) => {
        if (part.kind === 'text') return part.text;
        return part.external ? (
          <a key={partIndex} href={part.href} rel="noopener noreferrer" onClick={leaveThroughTelegram(part.href)}>
            {part.text}
          </a>
        ) : (
          <Link key={partIndex} to={part.href}>
            {part.text}
          </Link>
        );
      })}
    </p>
  ));
}
