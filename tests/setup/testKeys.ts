// A fixed bank-link token key for the server tests: the database image seeded once per run and
// every test app must open each other's sealed tokens (with DATA_DIR ':memory:' each process
// would otherwise make a key of its own). Not a secret: it seals only sandbox tokens in tests.
export const TEST_BANK_LINK_TOKEN_KEY = Buffer.alloc(32, 'roofline-tests').toString('base64');
