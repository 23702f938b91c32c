import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { onePage, type PageFiles } from './one-page.ts';

const template = readFileSync(new URL('../../public/index.html', import.meta.url), 'utf8');
const files: PageFiles = { 'scheme.js': 'document.documentElement.dataset.scheme = "dark";\n', 'styles.css': 'body { color: red; }\n', 'game.js': 'start("$&", "$1");\n' };

describe('onePage', () => {
  it('puts the scheme and the styles in <head>, and the game at the end of <body>, with nothing left to load', () => {
    const page = onePage(template, files);
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain('<script>document.documentElement.dataset.scheme = "dark";</script>');
    expect(head).toContain('<style>body { color: red; }</style>');
    // `$&` and `$1` are the game's own text, not replacement patterns.
    expect(page).toMatch(/<script>start\("\$&", "\$1"\);<\/script>\s*<\/body>\s*<\/html>\s*$/);
    expect(page).not.toMatch(/src="|href="/);
    // The game runs where `defer` ran it: after the whole document, the start panel included.
    expect(page.indexOf('<script>start(')).toBeGreaterThan(page.indexOf('id="start-button"'));
  });

  it('keeps an inlined file from closing its element early', () => {
    const page = onePage(template, { ...files, 'game.js': 'say("</script><b>");\n', 'styles.css': '/* </style> */\n' });
    expect(page).toContain('<script>say("<\\/script><b>");</script>');
    expect(page).toContain('<style>/* <\\/style> */</style>');
  });

  it('refuses a page that does not load the three files exactly once, and a script holding <!--', () => {
    expect(() => onePage(template.replace('<script src="game.js" defer></script>', ''), files)).toThrow('<script src="game.js" defer></script> exactly once');
    expect(() => onePage(template.replace('</head>', '<link rel="stylesheet" href="styles.css" /></head>'), files)).toThrow('styles.css');
    expect(() => onePage(template, { ...files, 'game.js': 'if (a<!--b) go();' })).toThrow('<!--');
  });
});
