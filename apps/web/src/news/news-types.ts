/** Text of a news file: one string, or one string per language with English required. */
export type LocalizedText = string | ({ en: string } & Record<string, string>);

export interface NewsSummary {
  id: string;
  /** Publication date, `YYYY-MM-DD`. */
  date: string;
  title: LocalizedText;
  summary: LocalizedText;
}

export interface NewsEntry extends NewsSummary {
  body: LocalizedText[];
}
