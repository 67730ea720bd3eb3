import type { ServiceContext } from '../context.js';

/**
 * An electronic acceptance of a generated agreement: when, from which address and browser, and
 * which document (its SHA-256), for the application's columns and for the audit row's details.
 */
export function acceptanceOf(ctx: ServiceContext, document: { uuid: string; sha256: string }) {
  const acceptance = { at: ctx.now(), ip: ctx.clientAddress ?? null, userAgent: ctx.userAgent ?? null, sha256: document.sha256 };
  return { ...acceptance, details: { documentUuid: document.uuid, sha256: document.sha256, ip: acceptance.ip, userAgent: acceptance.userAgent } };
}
