import type { Knex } from 'knex';
import { hashPassword } from '../../api/src/services/account/passwords.js';

export const DEMO_USER = {
  uuid: '6f1c2a8e-3b5d-4c7a-9e21-0d4b8f6a1c01',
  email: 'demo@roofline.test',
  password: 'roofline-demo-2026',
};

export async function seed(knex: Knex): Promise<void> {
  const existing = await knex('users').where({ uuid: DEMO_USER.uuid }).first();
  if (existing) return;
  await knex('users').insert({
    uuid: DEMO_USER.uuid,
    email: DEMO_USER.email,
    passwordHash: await hashPassword(DEMO_USER.password),
    firstName: 'Dana',
    lastName: 'Rivera',
    tel: '4155550142',
    mailingAddress: JSON.stringify({ line1: '1450 Larkin St', city: 'San Francisco', state: 'CA', zip: '94109' }),
    emailVerifiedAt: new Date('2026-01-15T17:00:00Z'),
  });
}
