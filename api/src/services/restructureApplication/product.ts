import { transitionRestructure, type RestructureEvent } from '#core/partnership/index';
import { DENIAL_FIELDS } from '#core/restructureApplication/index';
import { RestructureApplication } from '../../models/RestructureApplication.js';
import { RestructureApplicationEvent } from '../../models/RestructureApplicationEvent.js';
import type { ApplicationProduct } from '../application/product.js';
import type { ApplicationPayload } from '../application/payload.js';
import type { FieldError } from '../errors.js';
import { missingAnswers } from './answers.js';
import { eligibilityOf } from './eligibility.js';
import { generateDocuments } from './documents.js';
import { sendStageMail } from './mail.js';
import { missingDocumentsOf } from './review.js';
import { changeStage } from './stageChange.js';
import { toRestructureApplicationView, type RestructureApplicationView } from './view.js';
import { REVIEW_JOB } from './work.js';

type RestructureTypes = {
  application: RestructureApplication;
  event: RestructureEvent;
  auditRow: RestructureApplicationEvent;
  view: RestructureApplicationView;
  key: 'restructureApplication';
};

export type RestructureApplicationPayload = ApplicationPayload<RestructureTypes>;

/** The equity partnership on a home the applicant owns, as the application workflow runs it: the applicant alone. */
export const RESTRUCTURE: ApplicationProduct<RestructureTypes> = {
  kind: 'restructure',
  name: 'RESTRUCTURE',
  noun: 'Restructure application',
  model: RestructureApplication,
  auditRows: RestructureApplicationEvent,
  coApplicantColumn: null,
  transition: transitionRestructure,
  changeStage,
  reviewJob: REVIEW_JOB,
  denyEvent: 'DENY',
  documents: { requestEvent: 'REQUEST_MORE_INFO', missing: (db, application) => missingDocumentsOf(db, application) },
  submit: {
    event: 'SUBMIT_APPROVAL',
    submittedAt: 'approvalSubmittedAt',
    // Missing answers first; then the spec's words for a denial the applicant can clear by editing.
    refusals: (ctx, application): FieldError[] => {
      const missing = missingAnswers(application);
      if (missing.length > 0) return missing;
      const editable = (eligibilityOf(application, ctx.config)?.denials ?? []).filter((denial) => denial.editable);
      return editable.map((denial) => ({ code: denial.code, field: DENIAL_FIELDS[denial.code] ?? null, message: denial.message }));
    },
  },
  uploads: { reviewStage: 'DOCUMENT_UPLOAD', moreDocumentsEvent: 'PROVIDE_MORE_INFO' },
  payloadKey: 'restructureApplication',
  view: ({ application }) => toRestructureApplicationView(application),
  // The documents of an approval, then the stage mail.
  afterChange: async (work, { application }) => {
    if (application.stage === 'CONTRACT_REVIEW') await generateDocuments(work.db, work.adapters.documentStore, work.config, application.uuid);
    await sendStageMail(work, application);
  },
  // Its mail waited for the documents, so it goes now.
  finishApproval: async (work, application) => {
    if (application.stage !== 'CONTRACT_REVIEW' || application.contractPageCount !== null) return;
    await generateDocuments(work.db, work.adapters.documentStore, work.config, application.uuid);
    await sendStageMail(work, application);
  },
};
