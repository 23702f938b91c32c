// Loaded into the API process by bench/money.bench.ts with BENCH_API_PROFILE=<folder>
// (`node --import`; `--cpu-prof` may not be given through NODE_OPTIONS): V8's sampling profiler
// from the start, its profile written to <folder>/api.cpuprofile when the process exits.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { join } from 'node:path';

const folder = process.env.BENCH_API_PROFILE;
if (folder) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: 500 });
  session.post('Profiler.start');
  // An in-process inspector session answers synchronously, so this works in 'exit'.
  process.on('exit', () => {
    session.post('Profiler.stop', (error, result) => {
      if (!error) writeFileSync(join(folder, 'api.cpuprofile'), JSON.stringify(result.profile));
    });
  });
}
