// The implementation lives in lib/, where the adapters (the sandbox's webhook secret) may use it too.
export { localSecret } from '../lib/localSecret.js';
