import type { InspectionReport } from '@site/api-contract';

type Finding = InspectionReport['findings'][number];

/** How many of a flood's last messages the inspector keeps after the first (apps/api run-viewport.ts). */
const keptLast = 5;

interface FindingGroup {
  level: Finding['level'];
  code: Finding['code'];
  /** Where it was seen, each viewport once, in the runs' order. */
  viewports: Finding['viewport'][];
  /** The finding of each run that saw it. */
  seen: Finding[];
}

/** The report's findings, each once (by level and code), with the viewports where it was seen. */
export function groupFindings(findings: readonly Finding[]): FindingGroup[] {
  const groups = new Map<string, FindingGroup>();
  for (const finding of findings) {
    const key = `${finding.level}/${finding.code}`;
    const group = groups.get(key) ?? { level: finding.level, code: finding.code, viewports: [], seen: [] };
    if (!group.viewports.includes(finding.viewport)) group.viewports.push(finding.viewport);
    group.seen.push(finding);
    groups.set(key, group);
  }
  return [...groups.values()];
}

type CallStep = { type: string; times: number } | { leftOut: number };

/**
 * The SDK calls in order, each run of the same call once with how many times it came in a row,
 * and the calls the inspector left out of a flood (counted, not kept) where they were.
 */
export function summariseCalls(calls: readonly string[], leftOut: number): CallStep[] {
  const steps: CallStep[] = [];
  const firstKept = leftOut > 0 ? calls.length - keptLast : calls.length;
  calls.forEach((type, index) => {
    if (index === firstKept) steps.push({ leftOut });
    const last = steps.at(-1);
    if (last && 'type' in last && last.type === type) last.times += 1;
    else steps.push({ type, times: 1 });
  });
  return steps;
}

/**
 * One kind of message of every run: each message once with the runs that saw it, in the order
 * first seen, and how many each run's flood left out (the inspector keeps a flood's first and last).
 */
export function groupMessages(runs: readonly { name: string; messages: readonly string[]; leftOut: number }[]): { seen: { message: string; where: string[] }[]; leftOut: { name: string; count: number }[] } {
  const seen = new Map<string, string[]>();
  for (const run of runs) {
    for (const message of run.messages) {
      const where = seen.get(message) ?? [];
      if (!where.includes(run.name)) where.push(run.name);
      seen.set(message, where);
    }
  }
  return {
    seen: [...seen].map(([message, where]) => ({ message, where })),
    leftOut: runs.filter((run) => run.leftOut > 0).map((run) => ({ name: run.name, count: run.leftOut })),
  };
}
