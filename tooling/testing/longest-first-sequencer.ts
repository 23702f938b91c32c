import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's own order runs the files it has timed longest first, and files it has never timed by
 * their size on disk. CI runs on a fresh clone with no timings, so a long file that is small on
 * disk started late and ran alone at the end while the other workers had nothing left. This order
 * puts the files named in `longest` (paths from the project's root, longest first, as measured in
 * CI) at the front of each project, and keeps Vitest's order for the rest.
 */
export function longestFirst(longest: readonly string[]): typeof BaseSequencer {
  const rank = new Map(longest.map((path, index) => [path, index]));
  return class LongestFirstSequencer extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      const sorted = await super.sort(files);
      const rankOf = (file: TestSpecification): number => rank.get(relative(file.project.config.root, file.moduleId)) ?? longest.length;
      // Stable: within a project the named files move to its front, in the order given; projects keep their order.
      const projectOrder = new Map<string, number>();
      for (const file of sorted) if (!projectOrder.has(file.project.name)) projectOrder.set(file.project.name, projectOrder.size);
      return sorted
        .map((file, index) => ({ file, index }))
        .sort((a, b) => (projectOrder.get(a.file.project.name) ?? 0) - (projectOrder.get(b.file.project.name) ?? 0) || rankOf(a.file) - rankOf(b.file) || a.index - b.index)
        .map(({ file }) => file);
    }
  };
}
