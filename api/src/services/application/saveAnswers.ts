import type { Knex } from 'knex';
import type { ServiceContext } from '../context.js';
import type { FieldError } from '../errors.js';

/** The application's answers can no longer change once it has left its answering stage. */
const ANSWERS_LOCKED: FieldError = {
  code: 'APPLICATION_SUBMITTED',
  field: null,
  message: 'This application has been submitted and its answers can no longer change.',
};

/** One kind of application's part of saving answers; the shape of the step is saveAnswers'. */
export interface AnswersStep<Loaded extends { application: { uuid: string; stage: string } }, Checked, Payload> {
  /** 'purchase', 'restructure': names the log line. */
  kind: string;
  /** The stage answers may change in. */
  answeringStage: string;
  /** The caller's application, locked for the transaction (NOT_FOUND otherwise). */
  load: (trx: Knex.Transaction) => Promise<Loaded>;
  /** core/'s rules over the answers: the refusals field by field, or what to save. */
  check: (loaded: Loaded) => { errors: FieldError[]; checked: Checked };
  save: (trx: Knex.Transaction, loaded: Loaded, checked: Checked) => Promise<Payload>;
  refused: (errors: FieldError[]) => Payload;
}

/**
 * Saves answers the way every application does: in one transaction, the application loaded with
 * a lock, refused once it has left its answering stage, checked by core/'s rules (a refusal is
 * logged by field name, never by value), then saved.
 */
export async function saveAnswers<Loaded extends { application: { uuid: string; stage: string } }, Checked, Payload>(
  ctx: ServiceContext,
  step: AnswersStep<Loaded, Checked, Payload>,
): Promise<Payload> {
  return ctx.db.transaction(async (trx) => {
    const loaded = await step.load(trx);
    if (loaded.application.stage !== step.answeringStage) return step.refused([ANSWERS_LOCKED]);
    const { errors, checked } = step.check(loaded);
    if (errors.length > 0) {
      ctx.logger.info(`${step.kind} answers refused`, { applicationUuid: loaded.application.uuid, fields: errors.map((error) => error.field) });
      return step.refused(errors);
    }
    return step.save(trx, loaded, checked);
  });
}
