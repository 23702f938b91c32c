import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Text another person wrote (a display name, a title, a reason) shown beside our own words, dates
 * or addresses. The <bdi> keeps its direction to itself: a right-to-left name, or one saved with a
 * direction control before the contract refused them (U+202E), cannot reorder what comes after
 * it (docs/architecture.md, "Text one person shows another").
 */
export function UserText({ children }: { children: string }): ReactNode {
  return <bdi>{children}</bdi>;
}

/** Stand-ins for the user's text while the sentence is translated: private-use characters no translation holds. */
const standIn = (index: number): string => `\uE000${String(index)}\uE001`;
const standIns = /\uE000(\d+)\uE001/;

/**
 * The translation of `i18nKey` with other people's text (`userText`, by placeholder) in it, each
 * piece isolated as `UserText`; `values` are our own (a date, an amount) and go in as they are.
 */
export function SentenceWithUserText({ i18nKey, values = {}, userText }: { i18nKey: string; values?: Record<string, string | number>; userText: Record<string, string> }): ReactNode {
  const { t } = useTranslation();
  const names = Object.keys(userText);
  const sentence = t(i18nKey, { ...values, ...Object.fromEntries(names.map((name, index) => [name, standIn(index)])) });
  // Split on a capturing group: the sentence's own text at even places, a stand-in's index at odd ones.
  return sentence.split(standIns).map((part, at) => <Fragment key={at}>{at % 2 === 0 ? part : <UserText>{userText[names[Number(part)] ?? ''] ?? ''}</UserText>}</Fragment>);
}
