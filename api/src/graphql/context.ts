import type { ServiceContext } from '../services/context.js';
import type { Loaders } from '../loaders.js';

export interface GraphQLContext extends ServiceContext {
  loaders: Loaders;
  /** Sets the session cookie on this response (a mutation that signs a new user in calls it). */
  setSessionCookie?: (token: string, expiresAt: Date) => void;
}
