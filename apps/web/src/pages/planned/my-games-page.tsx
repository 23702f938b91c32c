import type { ReactNode } from 'react';
import { PlannedFeaturePage } from './planned-feature-page.tsx';

/** /my-games: not built yet (see planned.pages.myGames in the translation files). */
export default function MyGamesPage(): ReactNode {
  return <PlannedFeaturePage pageKey="myGames" />;
}
