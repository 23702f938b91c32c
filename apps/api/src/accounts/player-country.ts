import type { MyCountry } from '@site/api-contract';
import { iso31661 } from 'iso-3166';
import type { Queryable } from '../db/database.ts';
import { ApiError } from '../errors/api-error.ts';

/** Every ISO 3166-1 alpha-2 code assigned to a country, alphabetical: the codes a player may choose. */
export const countryCodes: readonly string[] = iso31661.map((country) => country.alpha2).sort();
const knownCodes = new Set(countryCodes);

/** The player's chosen country (null until they choose one) with the codes they may choose. */
export async function readMyCountry(db: Queryable, accountId: string): Promise<MyCountry> {
  const [row] = await db.query<{ country: string | null }>('SELECT country FROM accounts WHERE id = $1', [accountId]);
  return { country: row?.country ?? null, countries: [...countryCodes] };
}

/** The player's country alone, for the boards and league tables that list their compatriots. */
export async function countryOf(db: Queryable, accountId: string): Promise<string | null> {
  return (await readMyCountry(db, accountId)).country;
}

/** Chooses the player's country, or clears it (null): 400 unknown_country for a code that names no country. */
export async function chooseCountry(db: Queryable, accountId: string, country: string | null): Promise<MyCountry> {
  if (country !== null && !knownCodes.has(country)) {
    throw new ApiError('unknown_country', `body.country: "${country}" is not an ISO 3166-1 country code.`, { field: 'body.country' });
  }
  await db.query('UPDATE accounts SET country = $2 WHERE id = $1', [accountId, country]);
  return { country, countries: [...countryCodes] };
}
