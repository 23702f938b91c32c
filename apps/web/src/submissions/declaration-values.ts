import type { GameDeclaration } from '@site/api-contract';

/**
 * The declaration's fields of /submit's form (declaration-fields.tsx) as the page reads and sends
 * them: the server knows `levels` (0 for a game without levels) and `topScore` only.
 */

/** What the declaration's fields hold, as the page's checks read them; null when the form has none (a new version whose game's declaration is not known yet). */
export interface DeclarationInput {
  hasLevels: boolean;
  levels: string;
  topScore: string;
}

export function declarationInputOf(data: FormData): DeclarationInput | null {
  const topScore = data.get('topScore');
  if (typeof topScore !== 'string') return null;
  const levels = data.get('levels');
  return { hasLevels: data.get('hasLevels') === 'yes', levels: typeof levels === 'string' ? levels : '', topScore };
}

/** The form as sent: `levels` 0 for a game without levels, the numbers without spaces, the checkbox left out (the server knows `levels` and `topScore` only). */
export function withDeclaration(data: FormData, declaration: DeclarationInput | null): FormData {
  data.delete('hasLevels');
  if (declaration === null) return data;
  data.set('levels', declaration.hasLevels ? declaration.levels.trim() : '0');
  data.set('topScore', declaration.topScore.trim());
  return data;
}

/** The declaration the fields hold, once `checkDeclaration` (submission-checks.ts) finds nothing wrong: as the server reads the form (`levels` 0 or unticked for none). */
export function declarationOfInput(declaration: DeclarationInput): GameDeclaration {
  const levels = declaration.hasLevels ? Number(declaration.levels.trim()) : 0;
  return { levels: levels === 0 ? null : levels, topScore: Number(declaration.topScore.trim()) };
}
