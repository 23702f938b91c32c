import { gameRules, inspectionLimits, type GameRuleKey } from '@site/api-contract';

/** A size as the rules write it: `250 MiB`. */
export const mebibytes = (bytes: number): string => `${bytes / (1024 * 1024)} MiB`;

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

/** How long the inspector waits for gameReady before it gives up (`never_ready`), for the sentences that name it. */
export function readyWaitValues(count: (value: number) => string): { seconds: string } {
  return { seconds: count(inspectionLimits.readyTimeoutMs / 1000) };
}
