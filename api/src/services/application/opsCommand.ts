// Reviewers' commands on one kind of application (`npm run ops -- ...`): the command line is
// read the same way for every product, and every decision is written with its audit row.
import os from 'node:os';
import { parseArgs } from 'node:util';
import { decimalDollars } from '#core/money/formatMoney';
import { DENIAL_CODES, type DenialCode } from '#core/partnership/index';
import type { StageRefusalCode } from '#core/application/stageMachine';

export interface OpsOutput {
  exitCode: number;
  lines: string[];
}

/** The command line's options after the command and the uuid. */
export type OpsValues = Partial<Record<string, string>>;

/** A decision that changed the stage, or why not: what the runner prints. */
type DecisionResult =
  | { ok: true; application: { stage: string }; event: { event: string; fromStage: string; createdAt: Date } }
  | { ok: false; code: StageRefusalCode | string; message: string };

/** What one product gives the runner: its usage, its commands and how it decides. */
export interface ProductOps<Work, Decision> {
  usage: string;
  /** The refusal of a positional that is not a uuid, after the uuid. */
  notUuid: string;
  /** The string options its commands read besides --by and --reason. */
  options: readonly string[];
  show: (work: Work, uuid: string) => Promise<OpsOutput>;
  review: (work: Work, uuid: string) => Promise<DecisionResult | null>;
  /** Commands of its own, run before the decisions. */
  commands: Record<string, (work: Work, uuid: string, values: OpsValues) => Promise<OpsOutput>>;
  /** Each decision's command: the decision it asks for, or what is wrong with the options. */
  decisions: Record<string, (values: OpsValues, command: string) => Decision | string>;
  decide: (work: Work, uuid: string, decision: Decision, by: { actor: 'REVIEWER'; name: string }, reason: string) => Promise<DecisionResult>;
}

/** Who decided: --by, or the operating-system user. */
export const opsBy = (values: OpsValues) => values.by?.trim() || os.userInfo().username;

/** Money as the ops output shows it: '$585000.00', or '-' for none. */
export const opsMoney = (cents: number | null) => (cents === null ? '-' : `$${decimalDollars(cents)}`);

/** An application's audit rows, one line each: when, event, stages, who and why. */
export const auditLines = (
  events: { createdAt: Date; event: string; fromStage: string; toStage: string; actor: string; actorName: string; reason: string | null }[],
) =>
  events.map(
    (event) =>
      `${event.createdAt.toISOString()}  ${event.event}  ${event.fromStage} → ${event.toStage}  by ${event.actor} ${event.actorName}${event.reason ? `: ${event.reason}` : ''}`,
  );

/** `--missing TYPE,...`: the document types asked for, upper case; none is a usage error. */
export function missingFrom<Decision>(values: OpsValues, command: string, decision: (missing: string[]) => Decision): Decision | string {
  const missing = (values.missing ?? '')
    .split(',')
    .map((type) => type.trim().toUpperCase())
    .filter(Boolean);
  return missing.length ? decision(missing) : `${command} needs --missing with at least one document type.`;
}

/** `deny [--code DENIAL_CODE]`: a spec denial code, or none. */
export function denialFrom(values: OpsValues): { kind: 'deny'; code?: DenialCode } | string {
  const code = values.code?.toUpperCase();
  if (code && !DENIAL_CODES.includes(code as DenialCode)) return `Unknown denial code ${code}. Codes: ${DENIAL_CODES.join(', ')}.`;
  return { kind: 'deny', code: code as DenialCode | undefined };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Runs one product's ops command; returns what to print and the exit code (0 done, 1 refused, 2 usage). */
export async function runProductOps<Work, Decision>(ops: ProductOps<Work, Decision>, argv: string[], work: Work): Promise<OpsOutput> {
  let parsed;
  try {
    const strings = Object.fromEntries(['by', 'reason', ...ops.options].map((name) => [name, { type: 'string' as const }]));
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { ...strings, help: { type: 'boolean' } } });
  } catch (error) {
    return { exitCode: 2, lines: [error instanceof Error ? error.message : String(error), ops.usage] };
  }
  const [command, uuid] = parsed.positionals;
  const { help, ...values } = parsed.values as OpsValues & { help?: boolean };
  if (help || !command || !uuid) return { exitCode: help ? 0 : 2, lines: [ops.usage] };
  if (!UUID.test(uuid)) return { exitCode: 2, lines: [`${uuid} ${ops.notUuid}`] };
  if (command === 'show') return ops.show(work, uuid);
  if (command === 'review') {
    const result = await ops.review(work, uuid);
    return { exitCode: 0, lines: [result?.ok ? `Automatic review: ${result.event.fromStage} → ${result.application.stage}.` : 'Automatic review: no change.'] };
  }
  const own = Object.hasOwn(ops.commands, command) ? ops.commands[command] : undefined;
  if (own) return own(work, uuid, values);
  const decision = Object.hasOwn(ops.decisions, command) ? ops.decisions[command]!(values, command) : `Unknown command ${command}.`;
  if (typeof decision === 'string') return { exitCode: 2, lines: [decision, ops.usage] };
  const reason = values.reason?.trim();
  if (!reason) return { exitCode: 2, lines: [`${command} needs --reason: say why, for the audit trail.`] };
  const by = opsBy(values);
  const result = await ops.decide(work, uuid, decision, { actor: 'REVIEWER', name: by }, reason);
  if (!result.ok) return { exitCode: 1, lines: [`Refused (${result.code}): ${result.message}`] };
  return {
    exitCode: 0,
    lines: [`${result.event.event}: ${result.event.fromStage} → ${result.application.stage}, by ${by}, recorded ${result.event.createdAt.toISOString()}.`],
  };
}
