import { getOperationAST, type DocumentNode, type ExecutionResult } from 'graphql';
import type { Plugin, YogaInitialContext } from 'graphql-yoga';
import { activeSheet } from '../services/rates/activeSheet.js';
import { sheetCopiesPerDatabase } from '../services/rates/resultCache.js';
import type { GraphQLContext } from './context.js';

/** Top-level fields whose answer is the same for every caller and depends only on the sheet and the variables. */
export const SHARED_ANSWER_FIELDS: ReadonlySet<string> = new Set(['ratesPage', '__typename']);

/** A kept answer with its JSON text, made once as it is kept. */
type KeptAnswer = ExecutionResult & { stringify: () => string };

/** Kept answers per database, counted by their text (two bytes a character). */
const answerCacheFor = sheetCopiesPerDatabase<KeptAnswer>((answer) => 2 * answer.stringify().length);

/**
 * The answer with its JSON text made once: Yoga serialises a result with its own `stringify`
 * when it has one (kept answers carry no errors, so Yoga passes the answer itself). The same
 * string is sent each time, so its compressed copy is found by it (compressAnswers.ts).
 */
function withTextKept(result: ExecutionResult): KeptAnswer {
  const text = JSON.stringify(result);
  return Object.assign({ ...result }, { stringify: () => text });
}

/**
 * A number per parsed document. Yoga's parser cache hands the same document to every request
 * that sends the same text, so the key names the document by this number instead of repeating
 * its text (a kilobyte hashed on every lookup); a document parsed anew is a new number, a miss.
 */
const documentNumbers = new WeakMap<DocumentNode, number>();
let documentsNumbered = 0;
function documentNumber(document: DocumentNode): number {
  let number = documentNumbers.get(document);
  if (number === undefined) documentNumbers.set(document, (number = ++documentsNumbered));
  return number;
}

/** Whether the operation is a query asking only for ratesPage (a visitor's and a homeowner's answer alike). */
export function asksOnlyRates(document: DocumentNode, operationName: string | null | undefined): boolean {
  const operation = getOperationAST(document, operationName);
  if (operation?.operation !== 'query') return false;
  return operation.selectionSet.selections.every(
    (selection) => selection.kind === 'Field' && !selection.directives?.length && SHARED_ANSWER_FIELDS.has(selection.name.value),
  );
}

/**
 * A repeated rates search is answered with the executed answer kept from the last time, keyed
 * by the active sheet version, the document and its variables: the same search on the same sheet
 * always prices to the same stored result (refiRates.ts). Like the result cache beneath it, this
 * is a copy with a refresh rule: dropped when the active sheet changes (checked on every hit, so
 * another server's import is seen within RATE_SHEET_RECHECK_MS) and a miss after
 * PRICING_RESULT_CACHE_MAX_AGE_MS, so a quote shown from here was marked quoted in the database
 * within twice that age, far inside its retention. Answers with errors are never kept.
 */
export function useRatesAnswerCache(): Plugin {
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const context = args.contextValue as GraphQLContext & Partial<YogaInitialContext>;
      if (!context.params?.query || !asksOnlyRates(args.document, args.operationName)) return;
      const sheet = await activeSheet(context.db);
      if (!sheet) return;
      const cache = answerCacheFor(context.db);
      const key = `${sheet.uuid}|${args.operationName ?? ''}|${documentNumber(args.document)}|${JSON.stringify(args.variableValues ?? {})}`;
      const kept = cache.get(key);
      if (kept) {
        setResultAndStopExecution(kept);
        return;
      }
      return {
        onExecuteDone({ result }) {
          if (!(Symbol.asyncIterator in result) && !result.errors?.length) cache.set(key, withTextKept(result));
        },
      };
    },
  };
}
