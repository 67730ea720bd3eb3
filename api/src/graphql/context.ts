import type { ServiceContext } from '../services/context.js';
import type { Loaders } from '../loaders.js';

export interface GraphQLContext extends ServiceContext {
  loaders: Loaders;
}
