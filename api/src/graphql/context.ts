import type { ServiceContext } from '../services/context.js';

export interface GraphQLContext extends ServiceContext {
  /** Sets the session cookie on this response (a mutation that signs a new user in calls it). */
  setSessionCookie?: (token: string, expiresAt: Date) => void;
}
