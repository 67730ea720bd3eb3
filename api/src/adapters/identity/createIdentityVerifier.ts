import type { AppConfig } from '../../config.js';
import type { IdentityVerifier } from './IdentityVerifier.js';
import { SandboxIdentityVerifier } from './SandboxIdentityVerifier.js';

/**
 * The identityConnection flag (spec §9, off by default) gates the vendor's hosted connection
 * (decision 0034). Off: the embedded sandbox, the staging configuration's sandbox environment.
 * On: the vendor's hosted connection, which is not built yet, so the server refuses to start
 * rather than verify nobody.
 */
export function createIdentityVerifier(config: Pick<AppConfig, 'FEATURE_IDENTITY_CONNECTION' | 'DATA_DIR'>): IdentityVerifier {
  if (config.FEATURE_IDENTITY_CONNECTION) {
    throw new Error('FEATURE_IDENTITY_CONNECTION=true needs the identity vendor’s hosted connection, which is not built yet (decision 0034).');
  }
  return new SandboxIdentityVerifier(config.DATA_DIR);
}
