// Preloaded into an app process by bench/cpu-profile.ts: SIGUSR2 starts the V8 CPU profiler (the one behind
// `node --cpu-prof`), the next SIGUSR2 writes the profile to CPU_PROFILE_OUT, so startup and warm-up are left out.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

const session = new Session();
session.connect();
let running = false;
process.on('SIGUSR2', async () => {
  if (!running) {
    running = true;
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    await session.post('Profiler.start');
    return;
  }
  const { profile } = await session.post('Profiler.stop');
  writeFileSync(process.env.CPU_PROFILE_OUT, JSON.stringify(profile));
  process.stdout.write('profile written\n');
});
