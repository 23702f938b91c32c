import type { MyCountry } from '@site/api-contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { invalidateApiQueries, useApiQuery } from '../../api/api-query.ts';
import { api } from '../../api/api.ts';
import { QueryState } from '../../components/query-state.tsx';
import { Field } from '../../forms/field.tsx';
import { FormProblem, FormResult, SubmitButton } from '../../forms/form-messages.tsx';
import { useAccountForm } from '../../forms/use-account-form.ts';
import { countryName, namedCountries } from '../../i18n/country-names.ts';

/** "Country": the one the player chooses for the country boards and league tables (never guessed from the address), or none. */
export function CountrySection(): ReactNode {
  const { t } = useTranslation();
  const query = useApiQuery('getMyCountry', []);
  return (
    <section aria-labelledby="settings-country" id="country">
      <h2 id="settings-country">{t('country.heading')}</h2>
      <QueryState query={query}>{(data) => <CountryForm data={data} />}</QueryState>
    </section>
  );
}

function CountryForm({ data }: { data: MyCountry }): ReactNode {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const form = useAccountForm({
    submit: async ({ country = '' }) => {
      await api.call('setMyCountry', { body: { country: country === '' ? null : country } });
      await invalidateApiQueries('getMyCountry', 'getLeaderboardCountry', 'getLeagueCountry');
    },
  });
  return (
    <form className="form" {...form.formProps} data-testid="country-form">
      <FormProblem problem={form.formProblem} problemRef={form.problemRef} />
      <Field label={t('country.label')} hint={t('country.why')} problem={form.fieldProblems.country}>
        {(control) => (
          <select {...control} name="country" className="input" defaultValue={data.country ?? ''} key={data.country ?? ''}>
            <option value="">{t('country.none')}</option>
            {namedCountries(data.countries, language).map((country) => (
              <option key={country.value} value={country.value}>
                {country.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <SubmitButton busy={form.status === 'busy'}>{t('country.save')}</SubmitButton>
      {form.status === 'done' && (
        <FormResult resultRef={form.resultRef}>
          <p data-testid="country-saved">{data.country === null ? t('country.cleared') : t('country.saved', { country: countryName(data.country, language) })}</p>
        </FormResult>
      )}
    </form>
  );
}
