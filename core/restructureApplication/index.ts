/**
 * The restructure (partnership) application's rules, pure: answer validation, sections and
 * progress, what submission needs, and the documents the review asks for. The money and the
 * stages come from core/partnership.
 */
export * from './record.js';
export * from './answers.js';
export * from './documents.js';
export * from './underwritingChecks.js';
