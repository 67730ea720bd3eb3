import { describe, expect, it } from 'vitest';
import type { Actor } from '../application/stageMachine.js';
import { RESTRUCTURE_EVENTS, RESTRUCTURE_STAGES, transitionRestructure, type RestructureEvent, type RestructureStage } from './stages.js';

const ACTORS: Actor[] = ['APPLICANT', 'REVIEWER', 'SYSTEM'];
const OPEN: RestructureStage[] = [
  'APPROVAL',
  'DOCUMENT_UPLOAD',
  'APPROVAL_MORE_INFO',
  'CONTRACT_REVIEW',
  'FINALIZE_RESTRUCTURE',
  'ACCOUNT_VERIFICATION',
  'INSPECTION',
];

/** Every allowed move, written out by hand: [from, event, who may send it, to]. */
const ALLOWED: Array<[RestructureStage, RestructureEvent, Actor[], RestructureStage]> = [
  ['APPROVAL', 'SUBMIT_APPROVAL', ['APPLICANT'], 'DOCUMENT_UPLOAD'],
  ['DOCUMENT_UPLOAD', 'REQUEST_MORE_INFO', ['REVIEWER', 'SYSTEM'], 'APPROVAL_MORE_INFO'],
  ['APPROVAL_MORE_INFO', 'PROVIDE_MORE_INFO', ['APPLICANT'], 'DOCUMENT_UPLOAD'],
  ['DOCUMENT_UPLOAD', 'APPROVE', ['REVIEWER', 'SYSTEM'], 'CONTRACT_REVIEW'],
  ['CONTRACT_REVIEW', 'ACCEPT_CONTRACT', ['APPLICANT'], 'FINALIZE_RESTRUCTURE'],
  ['FINALIZE_RESTRUCTURE', 'SUBMIT_FINALIZE', ['APPLICANT'], 'ACCOUNT_VERIFICATION'],
  ['ACCOUNT_VERIFICATION', 'VERIFY_ACCOUNT', ['REVIEWER', 'SYSTEM'], 'INSPECTION'],
  ['INSPECTION', 'PASS_INSPECTION', ['REVIEWER'], 'COMPLETED'],
  ...OPEN.map((stage): [RestructureStage, RestructureEvent, Actor[], RestructureStage] => [stage, 'DENY', ['REVIEWER', 'SYSTEM'], 'DENIED']),
  ...OPEN.map((stage): [RestructureStage, RestructureEvent, Actor[], RestructureStage] => [stage, 'EXPIRE', ['SYSTEM'], 'EXPIRED']),
];

type Case = [RestructureStage, RestructureEvent, Actor, string];
const cases: Case[] = [];
for (const stage of RESTRUCTURE_STAGES) {
  for (const event of RESTRUCTURE_EVENTS) {
    for (const actor of ACTORS) {
      const move = ALLOWED.find(([from, e]) => from === stage && e === event);
      let expected: string;
      if (['COMPLETED', 'DENIED', 'EXPIRED'].includes(stage)) expected = 'STAGE_CLOSED';
      else if (!move) expected = 'STAGE_TRANSITION_NOT_ALLOWED';
      else if (!move[2].includes(actor)) expected = 'ACTOR_NOT_ALLOWED';
      else expected = `-> ${move[3]}`;
      cases.push([stage, event, actor, expected]);
    }
  }
}

describe('transitionRestructure', () => {
  it('covers every stage, event and actor', () => {
    expect(cases).toHaveLength(10 * 10 * 3);
  });

  it.each(cases)('%s + %s by %s: %s', (stage, event, actor, expected) => {
    const result = transitionRestructure(stage, event, actor);
    expect(result.ok ? `-> ${result.stage}` : result.code).toBe(expected);
    if (!result.ok) expect(result.message).not.toBe('');
  });

  it('walks the whole happy path, with one request for more information', () => {
    const steps: Array<[RestructureEvent, Actor]> = [
      ['SUBMIT_APPROVAL', 'APPLICANT'],
      ['REQUEST_MORE_INFO', 'SYSTEM'],
      ['PROVIDE_MORE_INFO', 'APPLICANT'],
      ['APPROVE', 'SYSTEM'],
      ['ACCEPT_CONTRACT', 'APPLICANT'],
      ['SUBMIT_FINALIZE', 'APPLICANT'],
      ['VERIFY_ACCOUNT', 'SYSTEM'],
      ['PASS_INSPECTION', 'REVIEWER'],
    ];
    let stage: RestructureStage = 'APPROVAL';
    for (const [event, actor] of steps) {
      const result = transitionRestructure(stage, event, actor);
      if (!result.ok) throw new Error(result.message);
      stage = result.stage;
    }
    expect(stage).toBe('COMPLETED');
  });
});
