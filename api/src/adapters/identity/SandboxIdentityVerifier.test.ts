import { describe, expect, it } from 'vitest';
import { SANDBOX_IDENTITY_FAILING_LAST_NAME, SANDBOX_IDENTITY_PENDING_MS, SandboxIdentityVerifier } from './SandboxIdentityVerifier.js';

const at = (ms: number) => new Date(Date.UTC(2026, 11, 6, 12) + ms);
const person = { reference: 'a1', firstName: 'Dana', lastName: 'Rivera', dateOfBirth: '1980-04-02' };

describe('the sandbox identity verifier', () => {
  it('keeps an inquiry pending for a moment, then verifies it; asking again answers the same inquiry', async () => {
    const verifier = new SandboxIdentityVerifier(':memory:');
    const started = await verifier.start(person, at(0));
    expect(started).toEqual({ id: 'inq_sandbox_a1', status: 'PENDING', reason: null });
    expect((await verifier.start(person, at(SANDBOX_IDENTITY_PENDING_MS - 1))).status).toBe('PENDING');
    // The first start is the one kept: a later start does not restart the moment.
    expect(await verifier.start({ ...person, lastName: SANDBOX_IDENTITY_FAILING_LAST_NAME }, at(SANDBOX_IDENTITY_PENDING_MS))).toEqual({
      id: 'inq_sandbox_a1',
      status: 'VERIFIED',
      reason: null,
    });
  });

  it('fails the documented test person once the moment has passed', async () => {
    const verifier = new SandboxIdentityVerifier(':memory:');
    const failing = { ...person, reference: 'b2', lastName: ` ${SANDBOX_IDENTITY_FAILING_LAST_NAME.toUpperCase()} ` };
    expect((await verifier.start(failing, at(0))).status).toBe('PENDING');
    expect(await verifier.start(failing, at(SANDBOX_IDENTITY_PENDING_MS))).toEqual({
      id: 'inq_sandbox_b2',
      status: 'FAILED',
      reason: 'sandbox_test_person_unverified',
    });
  });
});
