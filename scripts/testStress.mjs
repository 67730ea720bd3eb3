// npm run test:stress -- [--runs N] [--shuffle] [--load N] [--max-minutes M] [vitest arguments…]
//
// Runs the Vitest suite N times in a row while N busy loops keep the CPU occupied, and reports
// every test that did not pass each time: flaky (passed and failed) or broken (failed every run).
// Anything after the options goes to Vitest, e.g. `--project web` or a file filter. Vitest runs
// with one worker per core, as .ci/run runs it (its own default leaves a core idle).
//   --runs N         how many runs (default 10)
//   --shuffle        shuffle files and tests, a new seed per run (printed, to replay a failure)
//   --load N         busy loops in the background (default: one per core; 0 for none)
//   --max-minutes M  the busy loops of a run stop by themselves after M minutes (default 60): new
//                    loops start with each run, so a long series stays loaded to its last run
//   --latency MS     every mocked web answer arrives MS later (mocks/node.ts): a test that reads
//                    the screen before its data has arrived fails every run instead of rarely
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function parseArguments(argv) {
  const options = { runs: 10, shuffle: false, load: availableParallelism(), maxMinutes: 60, latency: 0, vitest: [] };
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index];
    const value = () => {
      const next = Number(argv[++index]);
      if (!Number.isInteger(next) || next < 0) throw new Error(`${argument} needs a whole number`);
      return next;
    };
    if (argument === '--runs') options.runs = Math.max(1, value());
    else if (argument === '--shuffle') options.shuffle = true;
    else if (argument === '--load') options.load = value();
    else if (argument === '--max-minutes') options.maxMinutes = value();
    else if (argument === '--latency') options.latency = value();
    else options.vitest.push(argument);
  }
  return options;
}

/** A busy loop in its own process, bounded in time so a crashed parent cannot leave it spinning. */
function startBusyLoop(maxMinutes) {
  const child = spawn(process.execPath, ['-e', `const end = Date.now() + ${maxMinutes * 60_000}; while (Date.now() < end) {}`], {
    stdio: 'ignore',
  });
  child.unref();
  return child;
}

function runVitest(args, reportFile, latency) {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        path.join(root, 'node_modules/vitest/vitest.mjs'),
        'run',
        `--maxWorkers=${availableParallelism()}`,
        '--reporter=dot',
        '--reporter=json',
        `--outputFile.json=${reportFile}`,
        ...args,
      ],
      { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, MOCK_LATENCY_MS: String(latency) } },
    );
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** Per test: how often it passed and failed. Files that failed outside any test count as one. */
function tally(results, reportFile, exitCode) {
  let report;
  try {
    report = JSON.parse(readFileSync(reportFile, 'utf8'));
  } catch {
    const entry = results.get('(the run itself)') ?? { passed: 0, failed: 0 };
    entry.failed += 1;
    results.set('(the run itself)', entry);
    return `no report (vitest exited with ${exitCode})`;
  }
  for (const file of report.testResults) {
    const relative = path.relative(root, file.name);
    for (const test of file.assertionResults) {
      if (test.status !== 'passed' && test.status !== 'failed') continue;
      const name = `${relative} > ${test.fullName}`;
      const entry = results.get(name) ?? { passed: 0, failed: 0 };
      entry[test.status] += 1;
      results.set(name, entry);
    }
    const failedOutsideTests = file.status === 'failed' && file.assertionResults.every((test) => test.status !== 'failed');
    const fileEntry = results.get(`${relative} (file)`) ?? { passed: 0, failed: 0 };
    fileEntry[failedOutsideTests ? 'failed' : 'passed'] += 1;
    results.set(`${relative} (file)`, fileEntry);
  }
  return `${report.numPassedTests} passed, ${report.numFailedTests} failed`;
}

const options = parseArguments(process.argv.slice(2));
const workDirectory = mkdtempSync(path.join(tmpdir(), 'roofline-stress-'));
let loops = [];
const stopLoops = () => loops.forEach((loop) => loop.kill());
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopLoops();
    process.exit(130);
  });
}

const results = new Map();
const summaries = [];
console.log(
  `${options.runs} runs, ${options.load} busy loops${options.shuffle ? ', shuffled' : ''}${options.latency ? `, ${options.latency} ms mock latency` : ''}: vitest run ${options.vitest.join(' ')}`,
);
for (let run = 1; run <= options.runs; run += 1) {
  const seed = Math.floor(Math.random() * 2 ** 31);
  const args = options.shuffle ? ['--sequence.shuffle', `--sequence.seed=${seed}`, ...options.vitest] : options.vitest;
  const started = Date.now();
  console.log(`\n--- run ${run}/${options.runs}${options.shuffle ? ` (seed ${seed})` : ''} ---`);
  loops = Array.from({ length: options.load }, () => startBusyLoop(options.maxMinutes));
  const exitCode = await runVitest(args, path.join(workDirectory, `run-${run}.json`), options.latency);
  stopLoops();
  const summary = tally(results, path.join(workDirectory, `run-${run}.json`), exitCode);
  summaries.push(`run ${run}${options.shuffle ? ` seed ${seed}` : ''}: ${summary} in ${Math.round((Date.now() - started) / 1000)} s`);
}
stopLoops();
rmSync(workDirectory, { recursive: true, force: true });

const unsteady = [...results].filter(([, counts]) => counts.failed > 0).sort(([a], [b]) => a.localeCompare(b));
const flaky = unsteady.filter(([, counts]) => counts.passed > 0);
const broken = unsteady.filter(([, counts]) => counts.passed === 0);
console.log(`\n=== stress summary ===\n${summaries.join('\n')}`);
console.log(`\nflaky (${flaky.length}):`);
for (const [name, counts] of flaky) console.log(`  ${counts.passed} passed, ${counts.failed} failed  ${name}`);
console.log(`failed every run (${broken.length}):`);
for (const [name, counts] of broken) console.log(`  ${counts.failed} failed  ${name}`);
process.exit(unsteady.length > 0 ? 1 : 0);
