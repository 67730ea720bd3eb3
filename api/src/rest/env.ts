import type { ServiceContext } from '../services/context.js';

/** Values the app's middleware puts on every request for the routes below it. */
export type AppEnv = {
  Variables: {
    requestId: string;
    clientKey: string;
    services: ServiceContext;
  };
};
