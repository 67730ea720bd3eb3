// npm run ops -- <command> <applicationUuid> [options]
// Reviewers' decisions on restructure applications, each written with its audit row (who,
// what, when, why). Run with --help for the commands.
//
// The embedded database (PGlite) belongs to one process: while the server holds it, the command
// asks the server to run it (on 127.0.0.1 at the port its lock names, with the ops secret kept in
// DATA_DIR) or refuses; with PostgreSQL, or no server holding it, it opens the database itself.
import { loadConfig } from '../config.js';
import { runOpsCommand } from './opsRunner.js';

const output = await runOpsCommand(process.argv.slice(2), loadConfig(), process.env.USER ?? null);
(output.exitCode === 0 ? process.stdout : process.stderr).write(`${output.lines.join('\n')}\n`);
process.exitCode = output.exitCode;
