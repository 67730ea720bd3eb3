import { afterAll, afterEach } from 'vitest';
import { failOnLeftovers, watchConsole, watchProcess } from './leftoverErrors';

// Server tests log nothing unless asked, so failures stand out.
process.env.LOG_LEVEL ??= 'silent';

// A warning or rejection nobody expected fails the test that caused it, as in the web tests.
watchConsole();
const stopWatchingProcess = watchProcess();
afterEach(() => failOnLeftovers());
afterAll(() => {
  stopWatchingProcess();
  failOnLeftovers();
});
