import type { ReactNode } from 'react';

interface Section {
  heading: string;
  paragraphs: string[];
}

/** Sections from a translation file (untrusted): only well-formed headings and paragraphs are kept. */
function readSections(value: unknown): Section[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown): Section[] => {
    if (item === null || typeof item !== 'object') return [];
    const { heading, paragraphs } = item as { heading?: unknown; paragraphs?: unknown };
    if (typeof heading !== 'string' || !Array.isArray(paragraphs)) return [];
    return [{ heading, paragraphs: paragraphs.filter((paragraph): paragraph is string => typeof paragraph === 'string') }];
  });
}

/** Renders `[{ heading, paragraphs }]` as `<h2>` and `<p>` elements, as text only. */
export function DocumentSections({ sections }: { sections: unknown }): ReactNode {
  return readSections(sections).map((section) => (
    <section key={section.heading}>
      <h2>{section.heading}</h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </section>
  ));
}
