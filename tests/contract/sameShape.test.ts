import { describe, expect, it } from 'vitest';
import { shapeDifferences } from './sameShape';

const api = {
  me: {
    __typename: 'User',
    uuid: '6f1c2a8e-3b5d-4c7a-9e21-0d4b8f6a1c01',
    emailVerifiedAt: '2026-01-15T17:00:00.000Z',
    stage: 'DOCUMENT_UPLOAD',
    monthlyPayment: 2375,
    offers: [{ __typename: 'Offer', rate: 6.25 }],
  },
};

describe('shapeDifferences', () => {
  it('finds none between an answer and itself, nor where uuids and timestamps only differ in value', () => {
    const sameButRandom = structuredClone(api);
    sameButRandom.me.uuid = crypto.randomUUID();
    sameButRandom.me.emailVerifiedAt = new Date().toISOString();
    expect(shapeDifferences(api, sameButRandom)).toEqual([]);
  });

  it('names a drifted figure, enum value, type name, missing and extra field', () => {
    const drifted = structuredClone(api) as Record<string, Record<string, unknown>>;
    drifted.me!.monthlyPayment = 2400;
    drifted.me!.stage = 'CONTRACT_REVIEW';
    drifted.me!.__typename = 'Homeowner';
    delete drifted.me!.emailVerifiedAt;
    drifted.me!.nickname = 'Dee';
    expect(shapeDifferences(api, drifted)).toEqual([
      'data.me.__typename: the API answers "User", the mock "Homeowner"',
      'data.me.emailVerifiedAt: the API answers "2026-01-15T17:00:00.000Z", the mock leaves it out',
      'data.me.stage: the API answers "DOCUMENT_UPLOAD", the mock "CONTRACT_REVIEW"',
      'data.me.monthlyPayment: the API answers 2375, the mock 2400',
      'data.me.nickname: the API has no such field, the mock answers "Dee"',
    ]);
  });

  it('tells a uuid from other text, and null from a value', () => {
    const uuid = '0c9a6d0e-4f2b-4c1e-8a55-2f7d9b3e6a10';
    expect(shapeDifferences({ id: uuid, note: null }, { id: 'mock-1', note: 'hi' })).toEqual([
      `data.id: the API answers "${uuid}", the mock "mock-1"`,
      'data.note: the API answers null, the mock "hi"',
    ]);
  });

  it('holds lists to the same length unless told, then every item to the first one’s shape', () => {
    const longer = structuredClone(api);
    longer.me.offers.push({ __typename: 'Offer', rate: 7 });
    expect(shapeDifferences(api, longer)).toEqual(['data.me.offers: the API lists 1 items, the mock 2']);
    expect(shapeDifferences(api, longer, { anyLength: ['data.me.offers'] })).toEqual([]);
    const wrongItem = structuredClone(longer) as unknown as { me: { offers: Array<Record<string, unknown>> } };
    wrongItem.me.offers[1] = { __typename: 'Offer', rate: '7' };
    expect(shapeDifferences(api, wrongItem, { anyLength: ['**.offers'] })).toEqual(['data.me.offers.1.rate: the API answers 6.25, the mock "7"']);
  });

  it('compares the paths it is told to by kind only', () => {
    const otherToken = { token: { __typename: 'LinkToken', value: 'link-sandbox-123' } };
    expect(shapeDifferences(otherToken, { token: { __typename: 'LinkToken', value: 'link-sandbox-456' } }, { byKind: ['data.token.value'] })).toEqual([]);
    expect(shapeDifferences(otherToken, { token: { __typename: 'LinkToken', value: 456 } }, { byKind: ['data.token.*'] })).toEqual([
      'data.token.value: the API answers "link-sandbox-123", the mock 456',
    ]);
    // By kind, a nullable field may be null on one side only; a field left out still counts.
    expect(shapeDifferences({ image: '/a.svg' }, { image: null }, { byKind: ['data.image'] })).toEqual([]);
    expect(shapeDifferences({ image: '/a.svg' }, {}, { byKind: ['data.image'] })).toEqual(['data.image: the API answers "/a.svg", the mock leaves it out']);
  });
});
