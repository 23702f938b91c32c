import { readFileSync } from 'node:fs';
import { gameRules } from '@site/api-contract';
import { ApiError, type ClientErrorCode } from '@site/api-contract/client';
import type { ErrorCode } from '@site/api-contract/routes';
import i18next, { type i18n as I18n } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Problem } from '../forms/field-problem.ts';
import { FileField } from './file-field.tsx';

const translators: Record<'en' | 'es', I18n> = { en: i18next.createInstance(), es: i18next.createInstance() };
beforeAll(async () => {
  for (const [language, i18n] of Object.entries(translators)) {
    const translation = JSON.parse(readFileSync(new URL(`../../public/locales/${language}/ui.json`, import.meta.url), 'utf8')) as Record<string, unknown>;
    await i18n.init({ lng: language, resources: { [language]: { translation } }, interpolation: { escapeValue: false } });
  }
});

/** The server's refusal as the upload hands it to the form (upload-with-progress.ts): its code, its English message, its field. */
const refusal = (code: ErrorCode | ClientErrorCode, message: string, field = 'body.bundle'): Problem => ({ error: new ApiError(message, { status: 400, code, field }) });

/** What the field says is wrong, as a maker reads it in `language`: its error and, when there are any, the server's words, each read with the input. */
function errorLine(problem: Problem, language: 'en' | 'es' = 'en'): string {
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={translators[language]}>
      <FileField name="bundle" label="Game (zip)" hint="A zip." accept=".zip" problem={problem} />
    </I18nextProvider>,
  );
  const describedBy = (/<input [^>]*aria-describedby="([^"]+)"/.exec(html)?.[1] ?? '').split(' ');
  const texts = [...html.matchAll(/<p id="([^"]+)" class="(field__error|file-field__server-words)">([^<]*)<\/p>/g)].map(([, id, , text]) => {
    expect(describedBy).toContain(id);
    return text ?? '';
  });
  return texts.join(' ').replaceAll('&quot;', '"').replaceAll('&#x27;', "'");
}

describe('FileField: the server\'s refusal of a file', () => {
  it('names the game rules\' size and file count, in either language, never a number of its own', () => {
    const tooMany = refusal('bundle_too_large', `body.bundle: The bundle has more than ${String(gameRules.gameMaxFiles)} files.`);
    const size = `${String(gameRules.gameMaxBytes / (1024 * 1024))} MiB`;
    expect(errorLine(tooMany)).toBe(`The game is too big: at most ${size} once unpacked and ${gameRules.gameMaxFiles.toLocaleString('en')} files. In the server's words: The bundle has more than ${String(gameRules.gameMaxFiles)} files.`);
    expect(errorLine(tooMany, 'es')).toContain(`El juego es demasiado grande: como máximo ${size} descomprimido y ${gameRules.gameMaxFiles.toLocaleString('es')} archivos.`);
  });

  it('keeps what the server found: the folder holding index.html, the picture\'s pixels, the file\'s name', () => {
    const folder = refusal('bundle_no_index', 'body.bundle: The bundle has no index.html at its root, only "mygame/index.html"; zip the files inside the game\'s folder, not the folder itself.');
    expect(errorLine(folder)).toBe(
      'The zip has no index.html at its top level. In the server\'s words: The bundle has no index.html at its root, only "mygame/index.html"; zip the files inside the game\'s folder, not the folder itself.',
    );
    expect(errorLine(folder, 'es')).toBe(
      'El zip no tiene index.html en su nivel superior. En palabras del servidor (en inglés): The bundle has no index.html at its root, only "mygame/index.html"; zip the files inside the game\'s folder, not the folder itself.',
    );
    expect(errorLine(refusal('thumbnail_dimensions', 'body.thumbnail: The thumbnail is 16×16 pixels; each side must be from 32 to 4096.', 'body.thumbnail'))).toContain('The thumbnail is 16×16 pixels');
    expect(errorLine(refusal('bundle_file_type', 'body.bundle: The bundle\'s file "tools/setup.exe" is a .exe file, which is not a web file type.'))).toContain('"tools/setup.exe" is a .exe file');
    expect(errorLine(refusal('bundle_unsafe', 'body.bundle: The bundle\'s file "../evil.js" climbs out of the bundle with "..".'))).toContain('"../evil.js"');
  });

  it('adds nothing to an answer without a message of its own, to another code, or to the page\'s own check', () => {
    expect(errorLine(refusal('bundle_unsafe', 'bundle_unsafe'))).toBe('The zip has paths that are not allowed (.. or absolute paths, links, or the same name twice).');
    expect(errorLine(refusal('validation_failed', 'body.bundle: is required.'))).not.toContain("server's words");
    expect(errorLine(refusal('network', 'The server could not be reached.'))).not.toContain("server's words");
    expect(errorLine({ key: 'submissions.problems.bundleType' })).toBe('Choose a .zip file.');
  });
});
