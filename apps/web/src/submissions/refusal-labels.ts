/**
 * The refusals a run commonly gets, in words: a start's (the player's condition), and a finish's
 * the game made (report-stage-event.ts `refusalDetail`), each to its key under
 * `dashboard.refusal`. The maker's dashboard lists them so, and the playground the finishes it
 * refuses by the maker's declaration.
 */
const knownRefusals = new Map([
  ['not_enough_stamina', 'not_enough_stamina'],
  ['rate_limited', 'rate_limited'],
  ['not_signed_in', 'not_signed_in'],
  ['not_found', 'not_found'],
  ['finish validation_failed body.level', 'finishLevel'],
  ['finish validation_failed body.score', 'finishScore'],
]);

/** The translation key of a refused run's detail (`dashboard.refusal.…`), or null for one shown as its code. */
export function refusalLabelKey(detail: string): string | null {
  const key = knownRefusals.get(detail);
  return key === undefined ? null : `dashboard.refusal.${key}`;
}
