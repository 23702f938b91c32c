import { gameRules, type GameRuleKey } from '@site/api-contract';

const mebibytes = (bytes: number): string => `${bytes / (1024 * 1024)} MiB`;

/** The values each rule's sentence names, from the one module the upload and the inspector read. */
export function gameRuleValues(key: GameRuleKey, count: (value: number) => string): Record<string, string> {
  switch (key) {
    case 'initialDownload':
      return { size: mebibytes(gameRules.initialDownloadMaxBytes) };
    case 'wholeGame':
      return { size: mebibytes(gameRules.gameMaxBytes), files: count(gameRules.gameMaxFiles) };
    case 'interactive':
      return { seconds: count(gameRules.interactiveMaxMs / 1000), rate: count(gameRules.throttledCpuRate) };
    case 'heap':
      return { size: mebibytes(gameRules.heapMaxBytes) };
    case 'outsideRequests':
    case 'lifecycleCalls':
      return {};
  }
}
