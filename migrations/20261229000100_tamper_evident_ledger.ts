import type { Knex } from 'knex';

/**
 * The equity ledger is tamper-evident (decision 0020). The database refuses UPDATE, DELETE and
 * TRUNCATE on it, and each row carries a sha256 of its content and of the previous row of the
 * same property, computed here at insert, so every writer gets it without code of its own. The
 * last row's hash and the row count of each property are kept beside the ledger, so a removed
 * last row is seen too. Existing rows are chained in their replay order.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('drop trigger property_equity_ledger_no_update on property_equity_ledger');
  await knex.schema.alterTable('property_equity_ledger', (t) => {
    t.text('previous_hash');
    t.text('hash');
  });
  await knex.schema.createTable('property_ledger_heads', (t) => {
    t.uuid('property_uuid').primary().references('properties.uuid').onDelete('CASCADE');
    t.text('head_hash').notNullable();
    t.bigInteger('length').notNullable();
  });

  // One definition of a row's hash, used at insert and by every check. Every column that says
  // what the row is, as a JSON array (unambiguous about nulls), the time as epoch seconds (the
  // same whatever the session's time zone).
  await knex.raw(`
    create function property_equity_ledger_hash(r property_equity_ledger) returns text language sql immutable as $$
      select encode(sha256(convert_to(jsonb_build_array(
        r.uuid, r.sequence, r.property_uuid, r.kind, r.idempotency_key, r.amount_cents, r.value_cents, r.dp_before, r.dp_after,
        r.mortgage_balance_cents, r.payment_uuid, r.payout_uuid, r.recorded_by, r.description,
        extract(epoch from r.created_at)::text, r.previous_hash
      )::text, 'UTF8')), 'hex')
    $$`);

  await knex.raw(`
    do $$
    declare
      r record;
      previous text;
      current_property uuid;
    begin
      for r in select uuid, property_uuid from property_equity_ledger order by property_uuid, sequence loop
        if current_property is distinct from r.property_uuid then
          previous := null;
          current_property := r.property_uuid;
        end if;
        update property_equity_ledger set previous_hash = previous where uuid = r.uuid;
        update property_equity_ledger l set hash = property_equity_ledger_hash(l) where uuid = r.uuid returning hash into previous;
      end loop;
    end $$`);
  await knex.raw(`
    insert into property_ledger_heads (property_uuid, head_hash, length)
    select distinct on (property_uuid) property_uuid, hash, count(*) over (partition by property_uuid)
    from property_equity_ledger order by property_uuid, sequence desc`);
  await knex.raw('alter table property_equity_ledger alter column hash set not null');

  // Appends to one property's ledger take turns (the property row locked), so the chain never forks.
  await knex.raw(`
    create function property_equity_ledger_chain() returns trigger language plpgsql as $$
    declare
      previous text;
    begin
      perform 1 from properties where uuid = new.property_uuid for no key update;
      select hash into previous from property_equity_ledger where property_uuid = new.property_uuid order by sequence desc limit 1;
      new.previous_hash := previous;
      new.hash := property_equity_ledger_hash(new);
      insert into property_ledger_heads (property_uuid, head_hash, length) values (new.property_uuid, new.hash, 1)
        on conflict (property_uuid) do update set head_hash = excluded.head_hash, length = property_ledger_heads.length + 1;
      return new;
    end;
    $$`);
  await knex.raw(
    'create trigger property_equity_ledger_chain before insert on property_equity_ledger for each row execute function property_equity_ledger_chain()',
  );
  // Append-only: a row is never changed nor removed; corrections are new rows.
  await knex.raw(`
    create or replace function property_equity_ledger_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'property_equity_ledger is append-only: % refused', tg_op;
    end;
    $$`);
  await knex.raw(
    'create trigger property_equity_ledger_no_change before update or delete on property_equity_ledger for each row execute function property_equity_ledger_append_only()',
  );
  await knex.raw(
    'create trigger property_equity_ledger_no_truncate before truncate on property_equity_ledger for each statement execute function property_equity_ledger_append_only()',
  );
  // The heads only ever move forward, by the chain trigger.
  await knex.raw(`
    create function property_ledger_heads_forward_only() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and new.property_uuid = old.property_uuid and new.length = old.length + 1 then
        return new;
      end if;
      raise exception 'property_ledger_heads only move forward: % refused', tg_op;
    end;
    $$`);
  await knex.raw(
    'create trigger property_ledger_heads_forward_only before update or delete on property_ledger_heads for each row execute function property_ledger_heads_forward_only()',
  );
  await knex.raw(
    'create trigger property_ledger_heads_no_truncate before truncate on property_ledger_heads for each statement execute function property_ledger_heads_forward_only()',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger property_ledger_heads_no_truncate on property_ledger_heads');
  await knex.raw('drop trigger property_ledger_heads_forward_only on property_ledger_heads');
  await knex.raw('drop function property_ledger_heads_forward_only()');
  await knex.raw('drop trigger property_equity_ledger_no_truncate on property_equity_ledger');
  await knex.raw('drop trigger property_equity_ledger_no_change on property_equity_ledger');
  await knex.raw('drop trigger property_equity_ledger_chain on property_equity_ledger');
  await knex.raw('drop function property_equity_ledger_chain()');
  await knex.raw('drop function property_equity_ledger_hash(property_equity_ledger)');
  await knex.schema.dropTable('property_ledger_heads');
  await knex.schema.alterTable('property_equity_ledger', (t) => {
    t.dropColumn('hash');
    t.dropColumn('previous_hash');
  });
  await knex.raw(
    'create trigger property_equity_ledger_no_update before update on property_equity_ledger for each row execute function property_equity_ledger_append_only()',
  );
}
