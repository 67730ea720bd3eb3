import type { Knex } from 'knex';
import { PURCHASE_STAGES } from '../core/purchaseApplication/stages.js';
import { BUYER_PURCHASE_STAGES, OFFER_STATUSES, TIMELINES } from '../core/purchaseApplication/vocabulary.js';

// Purchase applications (partner purchase): the stage and its progress timestamps as columns,
// the answers (applicationValues, money in cents) as one validated document, the co-applicant
// and the agent's link, the pre-approval and the deal's Exhibit C; one audit row per stage
// change; the offers the buyer records. Tokens are kept only as SHA-256 digests.
const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('purchase_applications', (t) => {
    t.uuid('uuid').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_uuid').notNullable().references('users.uuid').onDelete('CASCADE');
    t.uuid('prequal_uuid').references('prequals.uuid').onDelete('SET NULL');
    t.text('stage').notNullable().defaultTo('APPLICATION');
    t.timestamp('expiration_date', { useTz: true }).notNullable();
    // From the buyer's prequal.
    t.text('state');
    t.text('credit_score_estimate');
    t.text('timeline');
    t.text('buyer_purchase_stage');
    t.jsonb('application_values').notNullable().defaultTo('{}');
    // The co-applicant: invited by mail, joins with their own login.
    t.uuid('co_applicant_user_uuid').references('users.uuid').onDelete('SET NULL');
    t.text('co_applicant_invite_sha256');
    t.timestamp('co_applicant_invited_at', { useTz: true });
    t.timestamp('co_applicant_joined_at', { useTz: true });
    // The agent's read-only status link.
    t.text('agent_link_sha256');
    t.timestamp('agent_link_expires_at', { useTz: true });
    // Review.
    t.jsonb('missing_documents').notNullable().defaultTo('[]');
    t.text('denial_code');
    t.timestamp('application_submitted_at', { useTz: true });
    t.timestamp('uploads_completed_at', { useTz: true });
    t.timestamp('pre_approved_at', { useTz: true });
    t.bigInteger('pre_approval_amount_cents');
    t.timestamp('pre_approval_expires_at', { useTz: true });
    t.timestamp('contract_accepted_at', { useTz: true });
    // The deal: the accepted offer's price, the appraisal and Exhibit C as last computed.
    t.uuid('accepted_offer_uuid');
    t.bigInteger('contract_price_cents');
    t.bigInteger('appraised_value_cents');
    t.jsonb('exhibit_c');
    t.timestamp('my_offers_submitted_at', { useTz: true });
    t.timestamp('appraisal_and_services_submitted_at', { useTz: true });
    t.timestamp('closing_section_submitted_at', { useTz: true });
    t.timestamp('closed_at', { useTz: true });
    t.timestamps(true, true);
    t.index(['user_uuid', 'created_at']);
    t.index(['co_applicant_user_uuid']);
    t.index(['stage', 'expiration_date']);
    t.unique(['agent_link_sha256']);
    t.unique(['co_applicant_invite_sha256']);
  });
  await knex.raw(`alter table purchase_applications add constraint purchase_applications_stage_check check (stage in (${list(PURCHASE_STAGES)}))`);
  await knex.raw(
    `alter table purchase_applications add constraint purchase_applications_timeline_check check (timeline is null or timeline in (${list(TIMELINES)}))`,
  );
  await knex.raw(
    `alter table purchase_applications add constraint purchase_applications_buyer_purchase_stage_check check (buyer_purchase_stage is null or buyer_purchase_stage in (${list(BUYER_PURCHASE_STAGES)}))`,
  );
  for (const column of ['pre_approval_amount_cents', 'contract_price_cents', 'appraised_value_cents']) {
    await knex.raw(`alter table purchase_applications add constraint purchase_applications_${column}_check check (${column} is null or ${column} >= 0)`);
  }

  await knex.schema.createTable('purchase_application_events', (t) => {
    t.uuid('uuid').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.bigIncrements('sequence', { primaryKey: false });
    t.uuid('application_uuid').notNullable().references('purchase_applications.uuid').onDelete('CASCADE');
    t.text('event').notNullable();
    t.text('from_stage').notNullable();
    t.text('to_stage').notNullable();
    t.text('actor').notNullable();
    t.text('actor_name').notNullable();
    t.text('reason');
    t.jsonb('details').notNullable().defaultTo('{}');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['application_uuid', 'created_at']);
  });
  await knex.raw(
    `alter table purchase_application_events add constraint purchase_application_events_actor_check check (actor in ('APPLICANT', 'REVIEWER', 'SYSTEM'))`,
  );

  await knex.schema.createTable('purchase_offers', (t) => {
    t.uuid('uuid').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('application_uuid').notNullable().references('purchase_applications.uuid').onDelete('CASCADE');
    t.text('address').notNullable();
    t.bigInteger('price_cents').notNullable();
    t.text('status').notNullable();
    t.timestamps(true, true);
    t.index(['application_uuid', 'created_at']);
  });
  await knex.raw(`alter table purchase_offers add constraint purchase_offers_status_check check (status in (${list(OFFER_STATUSES)}))`);
  await knex.raw('alter table purchase_offers add constraint purchase_offers_price_cents_check check (price_cents > 0)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('purchase_offers');
  await knex.schema.dropTableIfExists('purchase_application_events');
  await knex.schema.dropTableIfExists('purchase_applications');
}
