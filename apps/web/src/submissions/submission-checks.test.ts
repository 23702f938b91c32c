import { gameRules } from '@site/api-contract';
import { describe, expect, it } from 'vitest';
import { checkSubmission } from './submission-checks.ts';

const png = { name: 'thumb.png', size: 2_000, type: 'image/png' };
const zip = { name: 'game.zip', size: 50_000, type: 'application/zip' };

describe('checkSubmission', () => {
  it('passes a whole form', () => {
    expect(checkSubmission({ title: 'Star Jumper', descriptions: [], thumbnail: png, bundle: zip }, { newGame: true })).toEqual({});
  });

  it('names each field that is missing or too long', () => {
    const problems = checkSubmission({ title: '  ', descriptions: [{ language: 'en', text: 'fine' }, { language: 'es', text: 'x'.repeat(2001) }], thumbnail: null, bundle: null }, { newGame: true });
    expect(Object.keys(problems).sort()).toEqual(['bundle', 'description-es', 'thumbnail', 'title']);
    expect(problems.title).toEqual({ key: 'submissions.problems.titleRequired' });
    expect(checkSubmission({ title: 'é'.repeat(81), thumbnail: png, bundle: zip }, { newGame: true }).title).toEqual({ key: 'submissions.problems.titleTooLong', values: { max: 80 } });
  });

  it('refuses files of the wrong type or size, by what the browser says about them', () => {
    const problems = checkSubmission({ thumbnail: { name: 'page.html', size: 10, type: 'text/html' }, bundle: { name: 'game.rar', size: 10, type: '' } }, { newGame: false });
    expect(problems).toEqual({ thumbnail: { key: 'submissions.problems.thumbnailType' }, bundle: { key: 'submissions.problems.bundleType' } });
    const large = checkSubmission({ thumbnail: { ...png, size: 1024 * 1024 + 1 }, bundle: { ...zip, size: gameRules.gameMaxBytes + 1 } }, { newGame: false });
    expect(large).toEqual({ thumbnail: { key: 'submissions.problems.thumbnailTooLarge', values: { max: 1 } }, bundle: { key: 'submissions.problems.bundleTooLarge', values: { size: `${String(gameRules.gameMaxBytes / (1024 * 1024))} MiB` } } });
  });

  it('accepts a thumbnail without a type when its name says image, and skips the text of a new version', () => {
    expect(checkSubmission({ thumbnail: { name: 'a.JPG', size: 10, type: '' }, bundle: zip }, { newGame: false })).toEqual({});
  });
});
