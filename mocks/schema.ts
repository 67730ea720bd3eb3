import { makeExecutableSchema } from '@graphql-tools/schema';
import { addMocksToSchema } from '@graphql-tools/mock';
import { faker } from '@faker-js/faker';

// The SDL straight from schema/, so the catch-all can never drift from the contract.
const typeDefs = Object.values(import.meta.glob<string>('../schema/*.graphql', { query: '?raw', import: 'default', eager: true }));

/** Answers any operation that has no typed mock, with seeded fake data shaped by the schema. */
export function createMockSchema(seed = 2026) {
  faker.seed(seed);
  return addMocksToSchema({
    schema: makeExecutableSchema({ typeDefs }),
    mocks: {
      DateTime: () => faker.date.recent({ days: 90, refDate: '2026-11-01T12:00:00Z' }).toISOString(),
      Date: () => faker.date.birthdate({ refDate: '2026-11-01T12:00:00Z' }).toISOString().slice(0, 10),
      UUID: () => faker.string.uuid(),
      EmailAddress: () => faker.internet.email().toLowerCase(),
      String: () => faker.lorem.words(2),
      Float: () => faker.number.float({ min: 0, max: 1000, fractionDigits: 2 }),
      Int: () => faker.number.int({ min: 0, max: 360 }),
    },
  });
}
