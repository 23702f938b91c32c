/**
 * What /developers serves for makers, from the game SDK's build (packages/game-sdk/dist): each
 * file's name at `/developers/files/` and its path in the package. Read by the page for its links
 * and by the build (developer-files-plugin.ts), which copies them into the site's static files.
 */
export const developerFilesPath = '/developers/files/';

export const developerFiles = {
  sdk: { name: 'game-sdk.v2.js', source: 'dist/game-sdk.v2.js' },
  types: { name: 'game-sdk.v2.d.ts', source: 'dist/game-sdk.v2.d.ts' },
  starter: { name: 'starter.zip', source: 'dist/examples/starter.zip' },
  reaction: { name: 'quick-tap.zip', source: 'dist/examples/reaction.zip' },
  minimal: { name: 'minimal.zip', source: 'dist/examples/minimal.zip' },
  readme: { name: 'game-sdk-readme.md', source: 'README.md' },
} as const;

export type DeveloperFile = keyof typeof developerFiles;

export const developerFileUrl = (file: DeveloperFile): string => `${developerFilesPath}${developerFiles[file].name}`;
