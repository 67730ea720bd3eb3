import { describe, expect, it } from 'vitest';
import { createIdentityVerifier } from './createIdentityVerifier.js';

describe('the identityConnection flag', () => {
  it('off (the spec’s default): the embedded sandbox verifies', () => {
    expect(createIdentityVerifier({ FEATURE_IDENTITY_CONNECTION: false, DATA_DIR: ':memory:' }).name).toBe('sandbox');
  });

  it('on: the hosted connection is not built, so the server refuses to start rather than verify nobody', () => {
    expect(() => createIdentityVerifier({ FEATURE_IDENTITY_CONNECTION: true, DATA_DIR: ':memory:' })).toThrow(/decision 0034/);
  });
});
