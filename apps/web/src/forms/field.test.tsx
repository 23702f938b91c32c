import i18next from 'i18next';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { Field, type FieldProps } from './field.tsx';

const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: { en: { translation: { forms: { optional: '(optional)', required: 'Fill in this field.' } } } } });
});

/** The field's markup, with its generated id replaced by `ID` so the wiring can be read. */
function render(props: Omit<FieldProps, 'children'>): string {
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <Field {...props}>{(control): ReactNode => <input {...control} name="code" />}</Field>
    </I18nextProvider>,
  );
  const id = /<input id="([^"]+)"/.exec(html)?.[1] ?? 'missing';
  return html.replaceAll(id, 'ID');
}

describe('Field', () => {
  it('labels its control, and describes it with nothing when it has no hint and no problem', () => {
    expect(render({ label: 'Code' })).toBe('<div class="field"><label for="ID" class="field__label">Code</label><input id="ID" name="code"/></div>');
  });

  it('reads the hint, the error and the other describing texts with the control, in that order, and marks it invalid', () => {
    expect(render({ label: 'Code', hint: 'From your inviter.', problem: { key: 'forms.required' }, optional: true, describedBy: 'preview' })).toBe(
      '<div class="field"><label for="ID" class="field__label">Code<span class="field__optional"> (optional)</span></label>' +
        '<p id="ID-hint" class="field__hint">From your inviter.</p>' +
        '<input id="ID" aria-invalid="true" aria-describedby="ID-hint ID-error preview" name="code"/>' +
        '<p id="ID-error" class="field__error">Fill in this field.</p></div>',
    );
  });

  it('shows a problem given as its sentence as it is', () => {
    expect(render({ label: 'Amount', problem: 'More than you have.' })).toContain('<p id="ID-error" class="field__error">More than you have.</p>');
  });
});
