import { format } from 'node:util';

/**
 * Errors a test leaves behind: console.error and console.warn it did not expect, unhandled
 * rejections, exceptions thrown inside mock handlers, requests no mock answers. Collected while
 * the test runs and handed to the test's own afterEach, so the test that caused them fails.
 */
type ConsoleLevel = 'error' | 'warn';
type Expectation = { level: ConsoleLevel; pattern: RegExp | string; seen: number };

// Kept on globalThis: a worker that runs several files (isolate: false) loads this module again
// for each, while console, wrapped once, is the same object throughout.
type LeftoverState = { leftovers: string[]; expectations: Expectation[]; consoleWatched: boolean };
const globals = globalThis as typeof globalThis & { [key: symbol]: LeftoverState | undefined };
const stateKey = Symbol.for('roofline.leftoverErrors');
const state = (globals[stateKey] ??= { leftovers: [], expectations: [], consoleWatched: false });
const { leftovers, expectations } = state;

export function reportLeftover(kind: string, detail: unknown): void {
  leftovers.push(`${kind}: ${detail instanceof Error ? (detail.stack ?? detail.message) : format(detail)}`);
}

/**
 * A test that means to provoke a console message says so, and the message must then appear:
 * `expectConsole('error', /Network error/)`. Holds until the end of the current test.
 */
export function expectConsole(level: ConsoleLevel, pattern: RegExp | string): void {
  expectations.push({ level, pattern, seen: 0 });
}

function matches(pattern: RegExp | string, message: string): boolean {
  return typeof pattern === 'string' ? message.includes(pattern) : pattern.test(message);
}

/** Routes console.error and console.warn through the expectations; the rest is a leftover. */
export function watchConsole(): void {
  if (state.consoleWatched) return;
  state.consoleWatched = true;
  for (const level of ['error', 'warn'] as const) {
    const original = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      const message = format(...args);
      const expectation = expectations.find((candidate) => candidate.level === level && matches(candidate.pattern, message));
      if (expectation) {
        expectation.seen += 1;
        return;
      }
      leftovers.push(`console.${level}: ${message}`);
      original(...args);
    };
  }
}

/** Unhandled rejections and uncaught exceptions in this worker count against the running test. */
export function watchProcess(): () => void {
  const onRejection = (reason: unknown) => reportLeftover('unhandled rejection', reason);
  const onException = (error: unknown) => reportLeftover('uncaught exception', error);
  process.on('unhandledRejection', onRejection);
  process.on('uncaughtException', onException);
  return () => {
    process.off('unhandledRejection', onRejection);
    process.off('uncaughtException', onException);
  };
}

/** Fails with everything left behind since the last check, and clears it for the next test. */
export function failOnLeftovers(): void {
  const unmet = expectations
    .filter((expectation) => expectation.seen === 0)
    .map((expectation) => `expected a console.${expectation.level} matching ${String(expectation.pattern)}, none came`);
  const found = [...leftovers, ...unmet];
  leftovers.length = 0;
  expectations.length = 0;
  if (found.length > 0) throw new Error(`The test left errors behind:\n\n${found.join('\n\n')}`);
}
