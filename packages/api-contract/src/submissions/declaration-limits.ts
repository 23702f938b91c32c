/**
 * The bounds of a version's declaration (the submission form's `levels` and `topScore`,
 * `GameDeclaration`): kept apart from the schemas so the routes' summaries can say them without
 * loading a schema.
 */
export const declarationLimits = {
  /** At most this many levels; the form's `levels` is 0 (the default) for a game without levels. */
  levelsMax: 200,
  /** The top score a maker may declare (the form's `topScore`), and what a version gets without one. */
  topScoreMax: 1_000_000,
  topScoreDefault: 10_000,
} as const;
