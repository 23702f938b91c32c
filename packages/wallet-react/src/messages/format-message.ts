import { Fragment, createElement, type ReactNode } from 'react';

const placeholder = /\{(\w+)\}/g;

/** Fills `{name}` placeholders with strings; an unknown placeholder stays as written. */
export function formatMessage(template: string, values: Readonly<Record<string, string>> = {}): string {
  return template.replace(placeholder, (whole, name: string) => values[name] ?? whole);
}

/**
 * Like `formatMessage`, but values may be React nodes (links inside a sentence). Returns keyed
 * pieces in order, ready to render as children.
 */
export function formatMessageParts(template: string, values: Readonly<Record<string, ReactNode>>): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of template.matchAll(placeholder)) {
    const name = match[1] ?? '';
    if (!(name in values)) continue;
    if (match.index > last) parts.push(template.slice(last, match.index));
    parts.push(values[name]);
    last = match.index + match[0].length;
  }
  if (last < template.length) parts.push(template.slice(last));
  return parts.map((part, index) => createElement(Fragment, { key: index }, part));
}
