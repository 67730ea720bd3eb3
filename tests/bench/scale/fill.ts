/**
 * Fills a migrated and seeded PostgreSQL database with what about a year of real use puts there,
 * in set-based statements, its times spread evenly over the span each kind covers (quotes 90 days, mail a year), (INSERT … SELECT … FROM generate_series), deterministically: every key
 * is an md5 of the row's kind and number, every figure a function of the number, every time an
 * offset from the fill's start. `scale` shrinks every count (0.05 for a quick run).
 *
 * The equity ledger is written through its insert trigger (decision 0020), one property's months
 * in order, so the trigger chains each row to the one before and moves the property's head:
 * `npm run ops -- ledger verify` accepts the rows as it accepts the app's own.
 */
import type { Knex } from 'knex';
import { jobDefinitions } from '#api/jobs/registry';
import { JOB_SCHEMA } from '#api/jobs/JobQueue';

export const FULL_VOLUME = {
  users: 200_000,
  sessions: 200_000,
  storedQuotes: 2_000_000,
  applications: 100_000,
  properties: 50_000,
  documents: 500_000,
  completedJobs: 1_000_000,
  mailOutbox: 400_000,
  idempotencyKeys: 200_000,
};
/** Months of ledger a property has: up to this many (so about 2.75 million rows at full volume). */
export const LEDGER_MONTHS = 60;
/** Monthly charges kept in payments per property. */
const PAYMENT_MONTHS = 12;
const BATCH_PROPERTIES = 2_500;

export type Volume = typeof FULL_VOLUME;

export function volumeAt(scale: number): Volume {
  return Object.fromEntries(Object.entries(FULL_VOLUME).map(([key, count]) => [key, Math.max(1, Math.round(count * scale))])) as Volume;
}

/** A key of its own for row `n` of kind `kind`, the same on every run. */
const key = (kind: string, n: string) => `md5('${kind}:' || ${n})::uuid`;

export async function fill(db: Knex, volume: Volume, log: (line: string) => void): Promise<void> {
  const step = async (label: string, rows: number, run: () => Promise<unknown>) => {
    const started = performance.now();
    await run();
    log(`  ${label.padEnd(34)} ${String(rows).padStart(9)} rows  ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s`);
  };
  // The fill is the database's only writer: no need to wait for the disk at each commit.
  await db.raw('set synchronous_commit = off');
  const { users, properties } = volume;
  const thirds = Math.floor(volume.applications / 3);
  const applications = { refinance: volume.applications - 2 * thirds, restructure: thirds, purchase: thirds };

  await step('users', users, () =>
    db.raw(`
      insert into users (uuid, email, password_hash, first_name, last_name, tel, date_of_birth, mailing_address,
                         email_verified_at, agreed_to_electronic_documents_at, created_at, updated_at)
      select ${key('user', 'n')}, 'scale-' || n || '@example.test', (select password_hash from users where password_hash is not null limit 1),
             'Pat' || n, 'Example', '415555' || lpad((n % 10000)::text, 4, '0'), date '1970-01-01' + (n % 12000),
             jsonb_build_object('streetNumber', (n % 9000 + 100)::text, 'streetName', 'Market St', 'locality', 'San Francisco', 'state', 'CA', 'zip', '94103'),
             now() - (n % 365) * interval '1 day', now() - (n % 365) * interval '1 day',
             now() - (n % 365) * interval '1 day', now() - (n % 365) * interval '1 day'
      from generate_series(1, ${users}) n`),
  );
  await step('sessions (half expired)', volume.sessions, () =>
    db.raw(`
      insert into sessions (uuid, user_uuid, token_hash, expires_at, created_at, last_seen_at)
      select ${key('session', 'n')}, ${key('user', `(n % ${users} + 1)`)}, md5('session-token:' || n) || md5('session-token2:' || n),
             now() + ((n % 60) - 30) * interval '1 day', now() - (n % 60) * interval '1 day', now() - (n % 60) * interval '1 day'
      from generate_series(1, ${volume.sessions}) n`),
  );
  await step('stored quotes (pricing_results)', volume.storedQuotes, () =>
    db.raw(`
      insert into pricing_results (uuid, rate_sheet_uuid, scenario, errors, created_at, quoted_at)
      select ${key('quote', 'n')}, (select uuid from rate_sheets order by is_active desc, effective_at desc limit 1),
             jsonb_build_object('zip', lpad((90000 + n % 9999)::text, 5, '0'), 'state', 'CA', 'propertyUse', 'PRIMARY_RESIDENCE',
               'propertyType', 'SINGLE_FAMILY', 'estimatedPropertyValue', 300000 + n % 900000, 'loanAmount', 150000 + n % 600000,
               'creditScore', 'SCORE_740_759', 'mortgageType', 'CONVENTIONAL', 'term', 30, 'isVeteran', false),
             '[]'::jsonb, now() - (n::bigint * 129600 / ${volume.storedQuotes}) * interval '1 minute',
             now() - (n::bigint * 129600 / ${volume.storedQuotes}) * interval '1 minute'
      from generate_series(1, ${volume.storedQuotes}) n`),
  );
  await step('refinance applications', applications.refinance, () =>
    db.raw(`
      insert into refinance_applications (uuid, user_uuid, applicant_mode, citizenship, marital_status, loan_type, answers,
                                          completed_questions, percent_answered, created_at, updated_at)
      select ${key('refinance', 'n')}, ${key('user', `(n % ${users} + 1)`)}, 'SELF', 'US_CITIZEN', 'MARRIED', 'CONVENTIONAL',
             jsonb_build_object('employerName', 'Employer ' || n, 'annualIncome', 80000 + n % 120000, 'yearsAtAddress', n % 20,
               'monthlyDebt', n % 3000, 'hasBankruptcy', false, 'ownsOtherProperty', n % 7 = 0),
             '["applicantMode","citizenship","maritalStatus","employment","income"]'::jsonb, (n * 7) % 101,
             now() - (n % 365) * interval '1 day', now() - (n % 365) * interval '1 day'
      from generate_series(1, ${applications.refinance}) n`),
  );
  const restructureStages = `(array['APPROVAL','DOCUMENT_UPLOAD','CONTRACT_REVIEW','FINALIZE_RESTRUCTURE','COMPLETED','DENIED','EXPIRED'])[n % 7 + 1]`;
  await step('restructure applications', applications.restructure, () =>
    db.raw(`
      insert into restructure_applications (uuid, user_uuid, stage, expiration_date, property_location, property_use, credit_score_estimate,
                                            estimated_property_value_cents, mortgage_balance_cents, has_second_loan, has_co_owners,
                                            owner_annual_income_cents, has_hoa, product_preference, income_source, employer_name,
                                            sections, created_at, updated_at)
      select ${key('restructure', 'n')}, ${key('user', `(n % ${users} + 1)`)}, ${restructureStages}, now() + ((n % 120) - 30) * interval '1 day',
             jsonb_build_object('streetNumber', (n % 9000 + 100)::text, 'streetName', 'Valencia St', 'locality', 'San Francisco', 'state', 'CA', 'zip', '94110', 'country', 'US'),
             'PRIMARY_RESIDENCE', 'SCORE_740_759', 50000000 + (n % 100) * 1000000, 20000000 + (n % 100) * 500000, false, false,
             12000000, false, (array['KEEP','PAYOFF','SAVER'])[n % 3 + 1], 'SALARY', 'Employer ' || n,
             '["PROPERTY","MORTGAGE","INCOME"]'::jsonb, now() - (n % 365) * interval '1 day', now() - (n % 365) * interval '1 day'
      from generate_series(1, ${applications.restructure}) n`),
  );
  await step('restructure events (3 each)', applications.restructure * 3, () =>
    db.raw(`
      insert into restructure_application_events (uuid, application_uuid, event, from_stage, to_stage, actor, actor_name, reason, created_at)
      select ${key('restructure-event', "n || '-' || e")}, ${key('restructure', 'n')},
             (array['SUBMITTED','REVIEWED','APPROVED'])[e], (array['APPROVAL','DOCUMENT_UPLOAD','CONTRACT_REVIEW'])[e],
             (array['DOCUMENT_UPLOAD','CONTRACT_REVIEW','FINALIZE_RESTRUCTURE'])[e], (array['APPLICANT','SYSTEM','REVIEWER'])[e],
             (array['Applicant','Automatic review','Reviewer'])[e], case when e = 3 then 'Documents match the application' end,
             now() - (n % 365) * interval '1 day' + e * interval '1 day'
      from generate_series(1, ${applications.restructure}) n, generate_series(1, 3) e`),
  );
  const purchaseStages = `(array['APPLICATION','DOCUMENT_UPLOAD','CONTRACT_REVIEW','MY_OFFERS','CLOSING','CLOSED','DENIED','EXPIRED'])[n % 8 + 1]`;
  await step('purchase applications', applications.purchase, () =>
    db.raw(`
      insert into purchase_applications (uuid, user_uuid, stage, expiration_date, state, credit_score_estimate, timeline, buyer_purchase_stage,
                                         application_values, created_at, updated_at)
      select ${key('purchase', 'n')}, ${key('user', `(n % ${users} + 1)`)}, ${purchaseStages}, now() + ((n % 120) - 30) * interval '1 day',
             'CA', 'SCORE_740_759', '0_3_MONTHS', 'OFFERS',
             jsonb_build_object('targetPrice', 600000 + n % 400000, 'downPayment', 60000 + n % 40000, 'annualIncome', 150000 + n % 100000,
               'employerName', 'Employer ' || n, 'zip', '94110'),
             now() - (n % 365) * interval '1 day', now() - (n % 365) * interval '1 day'
      from generate_series(1, ${applications.purchase}) n`),
  );
  await step('purchase events (3 each)', applications.purchase * 3, () =>
    db.raw(`
      insert into purchase_application_events (uuid, application_uuid, event, from_stage, to_stage, actor, actor_name, created_at)
      select ${key('purchase-event', "n || '-' || e")}, ${key('purchase', 'n')},
             (array['SUBMITTED','REVIEWED','PRE_APPROVED'])[e], (array['APPLICATION','DOCUMENT_UPLOAD','CONTRACT_REVIEW'])[e],
             (array['DOCUMENT_UPLOAD','CONTRACT_REVIEW','MY_OFFERS'])[e], (array['APPLICANT','SYSTEM','REVIEWER'])[e],
             (array['Applicant','Automatic review','Reviewer'])[e], now() - (n % 365) * interval '1 day' + e * interval '1 day'
      from generate_series(1, ${applications.purchase}) n, generate_series(1, 3) e`),
  );
  // Each property closed between one and LEDGER_MONTHS months ago, its owner one of the users.
  const months = (n: string) => `(${LEDGER_MONTHS} - (${n} % 10))`;
  await step('properties', properties, () =>
    db.raw(`
      insert into properties (uuid, owner_uuid, deal_type, source_application_uuid, address, state, product, closing_date, payment_day,
                              purchase_cents, cash_at_closing_cents, mortgage_balance_cents, opening_dp_units, usage_rate,
                              reduction_payment_cents, original_agreed_value_cents, monthly_reduction_payment_limit_cents,
                              original_designated_percentage, max_addl_option_payment_percentage, max_monthly_equity_purchase_limit_cents,
                              recurring_purchase_scheduled, created_at, updated_at)
      select ${key('property', 'n')}, ${key('user', `(n % ${users} + 1)`)}, 'RESTRUCTURE', ${key('property-deal', 'n')},
             jsonb_build_object('streetNumber', (n % 9000 + 100)::text, 'streetName', 'Mission St', 'locality', 'San Francisco', 'state', 'CA', 'zip', '94110', 'country', 'US'),
             'CA', (array['KEEP','PAYOFF','SAVER'])[n % 3 + 1], (date_trunc('month', now()) - ${months('n')} * interval '1 month')::date, n % 28 + 1,
             80000000, 5000000, 40000000, 1000000000, 0.05, 0, 80000000, 100000, 0.1, 0.05, 100000, false,
             date_trunc('month', now()) - ${months('n')} * interval '1 month', now()
      from generate_series(1, ${properties}) n`),
  );
  // The ledger in batches of properties. The chain trigger (one row at a time, each locking its
  // property and reading the row before) is set aside for the fill, and the same chain is
  // computed here with the database's own hash function: each property's months in replay
  // order, every row's previous_hash the hash of the one before, the heads written last.
  let ledgerRows = 0;
  const ledgerStarted = performance.now();
  await db.raw('alter table property_equity_ledger disable trigger property_equity_ledger_chain');
  try {
    for (let first = 1; first <= properties; first += BATCH_PROPERTIES) {
      const last = Math.min(properties, first + BATCH_PROPERTIES - 1);
      const result = await db.raw(`
        with recursive entries as materialized (
          select n, m, ${key('ledger', "n || '-' || m")} as uuid,
                 (select last_value from property_equity_ledger_sequence_seq) + row_number() over (order by n, m) as sequence,
                 ${key('property', 'n')} as property_uuid,
                 case when m = 0 then 'BUY_IN' when m % 12 = 0 then 'VALUATION' else 'USAGE_FEE' end as kind,
                 case when m = 0 then 'closing' when m % 12 = 0 then 'valuation:' || m else 'usage-fee:' || m end as idempotency_key,
                 (case when m = 0 then 5000000 when m % 12 = 0 then 0 else 333333 end)::bigint as amount_cents,
                 (80000000 + m * 200000)::bigint as value_cents, 1000000000::bigint as dp, (40000000 - m * 50000)::bigint as mortgage_balance_cents,
                 case when m = 0 then 'closing' else 'job:monthly-property-charges' end as recorded_by,
                 case when m = 0 then 'Buy-in at closing' when m % 12 = 0 then 'House price index' else 'Monthly usage fee' end as description,
                 date_trunc('month', now()) - ${months('n')} * interval '1 month' + m * interval '1 month' as created_at
          from generate_series(${first}, ${last}) n, generate_series(0, ${LEDGER_MONTHS}) m
          where m < ${months('n')}
        ), chain as (
          select e.*, null::text as previous_hash,
                 property_equity_ledger_hash(row(e.uuid, e.sequence, e.property_uuid, e.kind, e.idempotency_key, e.amount_cents, e.value_cents,
                   e.dp, e.dp, e.mortgage_balance_cents, null, e.recorded_by, e.description, e.created_at, null, null, null)::property_equity_ledger) as hash
          from entries e where e.m = 0
          union all
          select e.*, c.hash,
                 property_equity_ledger_hash(row(e.uuid, e.sequence, e.property_uuid, e.kind, e.idempotency_key, e.amount_cents, e.value_cents,
                   e.dp, e.dp, e.mortgage_balance_cents, null, e.recorded_by, e.description, e.created_at, null, c.hash, null)::property_equity_ledger)
          from chain c join entries e on e.n = c.n and e.m = c.m + 1
        ), inserted as (
          insert into property_equity_ledger (uuid, sequence, property_uuid, kind, idempotency_key, amount_cents, value_cents, dp_before, dp_after,
                                              mortgage_balance_cents, recorded_by, description, created_at, previous_hash, hash)
          select uuid, sequence, property_uuid, kind, idempotency_key, amount_cents, value_cents, dp, dp,
                 mortgage_balance_cents, recorded_by, description, created_at, previous_hash, hash
          from chain order by sequence
          returning property_uuid, sequence, hash)
        insert into property_ledger_heads (property_uuid, head_hash, length)
        select distinct on (property_uuid) property_uuid, hash, count(*) over (partition by property_uuid)
        from inserted order by property_uuid, sequence desc
        returning length`);
      ledgerRows += (result.rows as Array<{ length: string }>).reduce((total, row) => total + Number(row.length), 0);
      await db.raw(`select setval('property_equity_ledger_sequence_seq', (select max(sequence) from property_equity_ledger))`);
    }
  } finally {
    await db.raw('alter table property_equity_ledger enable trigger property_equity_ledger_chain');
  }
  log(
    `  ${'equity ledger (chained by trigger)'.padEnd(34)} ${String(ledgerRows).padStart(9)} rows  ${((performance.now() - ledgerStarted) / 1000).toFixed(1).padStart(6)} s`,
  );
  await step('valuations (closing + yearly index)', properties * 6, () =>
    db.raw(`
      insert into property_valuations (uuid, property_uuid, value_cents, source, basis, as_of, created_at)
      select ${key('valuation', "n || '-' || y")}, ${key('property', 'n')}, 80000000 + y * 2400000,
             case when y = 0 then 'CLOSING' else 'HOUSE_PRICE_INDEX' end,
             case when y = 0 then 'the price at closing' else 'the house price index for CA' end,
             (date_trunc('month', now()) - ${months('n')} * interval '1 month' + y * interval '1 year')::date,
             date_trunc('month', now()) - ${months('n')} * interval '1 month' + y * interval '1 year'
      from generate_series(1, ${properties}) n, generate_series(0, 5) y
      where y * 12 < ${months('n')}`),
  );
  await step(`payments (${PAYMENT_MONTHS} months each)`, properties * PAYMENT_MONTHS, () =>
    db.raw(`
      insert into payments (uuid, user_uuid, payment_method_uuid, amount_cents, idempotency_key, status, processor_reference, description,
                            created_at, updated_at, settled_at, ledger_entry)
      select ${key('payment', "n || '-' || m")}, ${key('user', `(n % ${users} + 1)`)}, (select uuid from payment_methods limit 1), 333333,
             'scale-payment:' || n || ':' || m, 'SUCCEEDED', 'pi_scale_' || n || '_' || m, 'Monthly usage fee',
             date_trunc('month', now()) - m * interval '1 month', date_trunc('month', now()) - m * interval '1 month',
             date_trunc('month', now()) - m * interval '1 month' + interval '2 days', 'usage-fee'
      from generate_series(1, ${properties}) n, generate_series(1, ${PAYMENT_MONTHS}) m`),
  );
  await step('documents (metadata)', volume.documents, () =>
    db.raw(`
      insert into documents (uuid, user_uuid, application_type, application_uuid, type, name, size, content_type, sha256, scan_status,
                             storage_key, created_at, updated_at)
      select ${key('document', 'n')}, ${key('user', `(n % ${users} + 1)`)}, 'RESTRUCTURE', ${key('restructure', `(n % ${applications.restructure} + 1)`)},
             (array['PAY_STUB','W2','MORTGAGE_STATEMENT','HOMEOWNERS_INSURANCE','PHOTO_ID'])[n % 5 + 1], 'document-' || n || '.pdf',
             100000 + n % 900000, 'application/pdf', md5('document-bytes:' || n) || md5('document-bytes2:' || n), 'CLEAN',
             'scale/' || md5('document-key:' || n), now() - (n % 365) * interval '1 day', now() - (n % 365) * interval '1 day'
      from generate_series(1, ${volume.documents}) n`),
  );
  await step('mail outbox (a year of it)', volume.mailOutbox, () =>
    db.raw(`
      insert into mail_outbox (uuid, to_address, subject, text_body, links, created_at)
      select ${key('mail', 'n')}, 'scale-' || (n % ${users} + 1) || '@example.test', 'Your monthly statement is ready',
             repeat('Your Roofline statement for this month is ready to read on your dashboard. ', 10),
             jsonb_build_array(jsonb_build_object('label', 'Open your dashboard', 'url', 'https://roofline.example/property/' || n || '/dashboard')),
             now() - (n::bigint * 525600 / ${volume.mailOutbox}) * interval '1 minute'
      from generate_series(1, ${volume.mailOutbox}) n`),
  );
  await step('idempotency keys (half expired)', volume.idempotencyKeys, () =>
    db.raw(`
      insert into idempotency_keys (scope, key, request_hash, response_status, response_content_type, response_body, created_at, expires_at)
      select 'user:' || ${key('user', `(n % ${users} + 1)`)}, md5('idempotency:' || n), md5('request:' || n), 200, 'application/json',
             '{"data":{"saved":true}}', now() - (n % 48) * interval '1 hour', now() + ((n % 48) - 24) * interval '1 hour'
      from generate_series(1, ${volume.idempotencyKeys}) n`),
  );
  // Completed jobs across the app's queues, finished within the last 11 hours: pg-boss's own
  // maintenance (which archives after 12) leaves them where the queue's poll meets them.
  const names = jobDefinitions.map((definition) => definition.name);
  for (const definition of jobDefinitions) {
    await db
      .raw(`select ${JOB_SCHEMA}.create_queue(?, ?::json)`, [
        definition.name,
        JSON.stringify({
          policy: 'standard',
          retryLimit: definition.retryLimit ?? 3,
          retryDelay: definition.retryDelaySeconds ?? 30,
          retryBackoff: true,
          expireInSeconds: definition.expireInSeconds ?? 900,
        }),
      ])
      .catch(() => undefined);
  }
  await step('completed jobs', volume.completedJobs, () =>
    db.raw(
      `
      insert into ${JOB_SCHEMA}.job (id, name, data, state, retry_limit, start_after, started_on, created_on, completed_on, keep_until, output)
      select ${key('job', 'n')}, (?::text[])[n % ? + 1], jsonb_build_object('propertyUuid', ${key('property', `(n % ${properties} + 1)`)}),
             'completed', 3, now() - (n % 39600) * interval '1 second', now() - (n % 39600) * interval '1 second',
             now() - (n % 39600) * interval '1 second', now() - (n % 39600) * interval '1 second' + interval '1 second',
             now() + interval '14 days', null
      from generate_series(1, ${volume.completedJobs}) n`,
      [names, names.length],
    ),
  );
  await step('vacuum analyze', 0, () => db.raw('vacuum analyze'));
}
