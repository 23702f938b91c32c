#!/usr/bin/env node
// Renders the PNG icons of the web app manifest (and iOS's apple-touch-icon) from the SVGs in
// public/icons with Debian's Chromium. Run it after changing an SVG: node scripts/make-app-icons.mjs
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const icons = join(import.meta.dirname, '..', 'public', 'icons');
const outputs = [
  // "any" icons keep the rounded corners of app-icon.svg on a transparent background.
  { svg: 'app-icon.svg', size: 192, file: 'app-icon-192.png', transparent: true },
  { svg: 'app-icon.svg', size: 512, file: 'app-icon-512.png', transparent: true },
  // The favicon (index.html): a browser draws an SVG favicon through a whole SVG document on the
  // page's main thread (20 ms at a phone's 4× slowdown, on a first visit's critical path), a PNG off it.
  { svg: 'app-icon.svg', size: 48, file: 'favicon-48.png', transparent: true },
  // Maskable icons fill the square; the mark stays inside the central safe circle (80%).
  { svg: 'app-icon-maskable.svg', size: 192, file: 'app-icon-maskable-192.png', transparent: false },
  { svg: 'app-icon-maskable.svg', size: 512, file: 'app-icon-maskable-512.png', transparent: false },
  // iOS draws its own rounded corners and shows transparency as black.
  { svg: 'app-icon-maskable.svg', size: 180, file: 'apple-touch-icon.png', transparent: false },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const { svg, size, file, transparent } of outputs) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const markup = readFileSync(join(icons, svg), 'utf8').replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>${markup}`);
    await page.screenshot({ path: join(icons, file), omitBackground: transparent, clip: { x: 0, y: 0, width: size, height: size } });
    await page.close();
    process.stdout.write(`wrote public/icons/${file}\n`);
  }
} finally {
  await browser.close();
}
