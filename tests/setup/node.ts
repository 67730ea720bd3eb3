import { afterAll, afterEach } from 'vitest';
import { failOnLeftovers, watchConsole, watchProcess } from './leftoverErrors';
import { TEST_BANK_LINK_TOKEN_KEY } from './testKeys';

// Server tests log nothing unless asked, so failures stand out.
process.env.LOG_LEVEL ??= 'silent';
process.env.BANK_LINK_TOKEN_KEY ??= TEST_BANK_LINK_TOKEN_KEY;

// A warning or rejection nobody expected fails the test that caused it, as in the web tests.
watchConsole();
const stopWatchingProcess = watchProcess();
afterEach(() => failOnLeftovers());
afterAll(() => {
  stopWatchingProcess();
  failOnLeftovers();
});
