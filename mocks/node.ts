import { setupServer } from 'msw/node';
import { createMockHandlers } from './handlers';

/** The same handlers for Vitest component tests. */
export const mockServer = setupServer(...createMockHandlers());
