import { describe, expect, it } from 'vitest';
import type { Actor } from '../application/stageMachine.js';
import { PURCHASE_EVENTS, PURCHASE_STAGES, transitionPurchase, type PurchaseEvent, type PurchaseStage } from './stages.js';

const ACTORS: Actor[] = ['APPLICANT', 'REVIEWER', 'SYSTEM'];
const OPEN: PurchaseStage[] = [
  'APPLICATION',
  'DOCUMENT_UPLOAD',
  'ADDITIONAL_DOCUMENT_UPLOAD',
  'CONTRACT_REVIEW',
  'MY_OFFERS',
  'APPRAISAL_AND_SERVICES',
  'CLOSING',
];

/** Every allowed move, written out by hand: [from, event, who may send it, to]. */
const ALLOWED: Array<[PurchaseStage, PurchaseEvent, Actor[], PurchaseStage]> = [
  ['APPLICATION', 'SUBMIT_APPLICATION', ['APPLICANT'], 'DOCUMENT_UPLOAD'],
  ['DOCUMENT_UPLOAD', 'REQUEST_ADDITIONAL_DOCUMENTS', ['REVIEWER', 'SYSTEM'], 'ADDITIONAL_DOCUMENT_UPLOAD'],
  ['ADDITIONAL_DOCUMENT_UPLOAD', 'SUBMIT_ADDITIONAL_DOCUMENTS', ['APPLICANT'], 'DOCUMENT_UPLOAD'],
  ['DOCUMENT_UPLOAD', 'PRE_APPROVE', ['REVIEWER', 'SYSTEM'], 'CONTRACT_REVIEW'],
  ['CONTRACT_REVIEW', 'ACCEPT_CONTRACT', ['APPLICANT'], 'MY_OFFERS'],
  ['MY_OFFERS', 'SUBMIT_OFFERS', ['APPLICANT'], 'APPRAISAL_AND_SERVICES'],
  ['APPRAISAL_AND_SERVICES', 'REOPEN_OFFERS', ['APPLICANT', 'REVIEWER'], 'MY_OFFERS'],
  ['APPRAISAL_AND_SERVICES', 'SUBMIT_APPRAISAL_AND_SERVICES', ['APPLICANT', 'REVIEWER'], 'CLOSING'],
  ['CLOSING', 'ACCEPT_OPTION_AGREEMENT', ['APPLICANT'], 'CLOSING'],
  ['CLOSING', 'CLOSE', ['REVIEWER', 'SYSTEM'], 'CLOSED'],
  ...OPEN.map((stage): [PurchaseStage, PurchaseEvent, Actor[], PurchaseStage] => [stage, 'DENY', ['REVIEWER', 'SYSTEM'], 'DENIED']),
  ...OPEN.map((stage): [PurchaseStage, PurchaseEvent, Actor[], PurchaseStage] => [stage, 'EXPIRE', ['SYSTEM'], 'EXPIRED']),
];

type Case = [PurchaseStage, PurchaseEvent, Actor, string];
const cases: Case[] = [];
for (const stage of PURCHASE_STAGES) {
  for (const event of PURCHASE_EVENTS) {
    for (const actor of ACTORS) {
      const move = ALLOWED.find(([from, e]) => from === stage && e === event);
      let expected: string;
      if (['CLOSED', 'DENIED', 'EXPIRED'].includes(stage)) expected = 'STAGE_CLOSED';
      else if (!move) expected = 'STAGE_TRANSITION_NOT_ALLOWED';
      else if (!move[2].includes(actor)) expected = 'ACTOR_NOT_ALLOWED';
      else expected = `-> ${move[3]}`;
      cases.push([stage, event, actor, expected]);
    }
  }
}

describe('transitionPurchase', () => {
  it('covers every stage, event and actor', () => {
    expect(cases).toHaveLength(10 * 12 * 3);
  });

  it.each(cases)('%s + %s by %s: %s', (stage, event, actor, expected) => {
    const result = transitionPurchase(stage, event, actor);
    expect(result.ok ? `-> ${result.stage}` : result.code).toBe(expected);
  });

  it('walks from application to a closed purchase, with more documents and a failed offer', () => {
    const steps: Array<[PurchaseEvent, Actor]> = [
      ['SUBMIT_APPLICATION', 'APPLICANT'],
      ['REQUEST_ADDITIONAL_DOCUMENTS', 'SYSTEM'],
      ['SUBMIT_ADDITIONAL_DOCUMENTS', 'APPLICANT'],
      ['PRE_APPROVE', 'SYSTEM'],
      ['ACCEPT_CONTRACT', 'APPLICANT'],
      ['SUBMIT_OFFERS', 'APPLICANT'],
      ['REOPEN_OFFERS', 'APPLICANT'],
      ['SUBMIT_OFFERS', 'APPLICANT'],
      ['SUBMIT_APPRAISAL_AND_SERVICES', 'REVIEWER'],
      ['ACCEPT_OPTION_AGREEMENT', 'APPLICANT'],
      ['CLOSE', 'REVIEWER'],
    ];
    let stage: PurchaseStage = 'APPLICATION';
    for (const [event, actor] of steps) {
      const result = transitionPurchase(stage, event, actor);
      if (!result.ok) throw new Error(result.message);
      stage = result.stage;
    }
    expect(stage).toBe('CLOSED');
  });
});
