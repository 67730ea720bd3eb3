import type { AppConfig } from '../../config.js';
import { localSecret } from '../../lib/localSecret.js';

/**
 * The secret the ops command shows the server it runs beside: whoever can read DATA_DIR (the
 * operator on that machine) can run ops commands; nobody else can. Created on first use, 0600.
 */
export function opsSecret(config: Pick<AppConfig, 'DATA_DIR'>): string {
  return localSecret(config.DATA_DIR, 'ops-secret');
}
