import type { Migration } from './migration.ts';

/**
 * `ledger_transfer` (migration 031) with a short path for what most money requests are: one leg
 * between a user who already has a ledger account and a system account (a burn, a run's reward,
 * a purchase; not a conversion, which has two). The same rules and the same answers as the
 * general path (ledger/transfer.ts) in the few statements such an operation needs: under pgbench
 * the general path cost PostgreSQL about twice the CPU of the bare SQL of a transfer
 * (docs/api/benchmarks.md). Any other shape takes the general path, unchanged. Owned by
 * ledger/transfer.ts, the only caller.
 */
export const oneLegTransfersMigration: Migration = {
  id: 34,
  name: 'Ledger operations of one leg between a user and a system account in fewer steps',
  sql: `
    CREATE OR REPLACE FUNCTION ledger_transfer(
      p_key text, p_request text, p_reason text, p_reference text, p_at timestamptz,
      p_assets text[], p_from_users uuid[], p_from_systems text[], p_to_users uuid[], p_to_systems text[], p_amounts bigint[],
      p_systems_now boolean)
      RETURNS TABLE (outcome text, id bigint, leg smallint, asset text, amount bigint, created_at timestamptz,
                     from_user uuid, from_system text, to_user uuid, to_system text, balance numeric, needed numeric)
      LANGUAGE plpgsql AS $$
    #variable_conflict use_column
    DECLARE
      v_max constant numeric := 9223372036854775807;
      v_user uuid;
      v_from bigint[];
      v_to bigint[];
      v_row record;
      v_expected int;
      v_locked int := 0;
      v_ids bigint[] := '{}';
      v_assets text[] := '{}';
      v_deltas bigint[] := '{}';
      v_systems text[];
      v_system_assets text[];
      v_system_deltas numeric[];
      v_user_account bigint;
      v_system_account bigint;
      v_balance bigint;
      v_delta numeric;
    BEGIN
      IF EXISTS (SELECT 1 FROM ledger_operations o WHERE o.idempotency_key = p_key) THEN
        RETURN QUERY SELECT * FROM ledger_operation_result(p_key, p_request, 'replayed');
        RETURN;
      END IF;

      -- One leg between a user who has a ledger account and a system account: the general path's
      -- steps for that shape alone (the user's balance row locked and checked, the key claimed,
      -- the transfer, the user's balance, the system's last), without its arrays and loops.
      IF cardinality(p_assets) = 1 AND (p_from_users[1] IS NULL) <> (p_to_users[1] IS NULL)
         AND (p_from_systems[1] IS NULL) = (p_from_users[1] IS NOT NULL) AND (p_to_systems[1] IS NULL) = (p_to_users[1] IS NOT NULL) THEN
        SELECT a.id INTO v_user_account FROM ledger_accounts a WHERE a.account_id = COALESCE(p_from_users[1], p_to_users[1]);
        IF FOUND THEN
          SELECT a.id INTO STRICT v_system_account FROM ledger_accounts a WHERE a.system_name = COALESCE(p_from_systems[1], p_to_systems[1]);
          v_delta := CASE WHEN p_from_users[1] IS NOT NULL THEN -p_amounts[1]::numeric ELSE p_amounts[1]::numeric END;
          SELECT b.balance INTO v_balance FROM ledger_balances b
           WHERE b.ledger_account_id = v_user_account AND b.asset = p_assets[1] AND NOT b.is_system FOR UPDATE;
          IF NOT FOUND THEN RAISE EXCEPTION 'ledger operation %: % balance rows found of %', p_key, 0, 1; END IF;
          IF v_balance + v_delta < 0 THEN
            RETURN QUERY SELECT 'insufficient'::text, NULL::bigint, NULL::smallint, p_assets[1], NULL::bigint, NULL::timestamptz, NULL::uuid, NULL::text, NULL::uuid, NULL::text, v_balance::numeric, -v_delta;
            RETURN;
          END IF;
          IF v_balance + v_delta > v_max THEN
            RETURN QUERY SELECT 'out_of_range'::text, NULL::bigint, NULL::smallint, p_assets[1], NULL::bigint, NULL::timestamptz, NULL::uuid, NULL::text, NULL::uuid, NULL::text, NULL::numeric, NULL::numeric;
            RETURN;
          END IF;
          INSERT INTO ledger_operations (idempotency_key, request, created_at) VALUES (p_key, p_request, COALESCE(p_at, now())) ON CONFLICT DO NOTHING;
          IF NOT FOUND THEN
            RETURN QUERY SELECT * FROM ledger_operation_result(p_key, p_request, 'replayed');
            IF FOUND THEN RETURN; END IF;
            RAISE EXCEPTION 'ledger operation % vanished', p_key;
          END IF;
          RETURN QUERY
            WITH written AS (
              INSERT INTO ledger_transfers (idempotency_key, leg, asset, from_account, to_account, amount, reason, reference, created_at)
                VALUES (p_key, 0, p_assets[1],
                        CASE WHEN p_from_users[1] IS NOT NULL THEN v_user_account ELSE v_system_account END,
                        CASE WHEN p_from_users[1] IS NOT NULL THEN v_system_account ELSE v_user_account END,
                        p_amounts[1], p_reason, p_reference, COALESCE(p_at, now()))
                RETURNING ledger_transfers.id, ledger_transfers.leg, ledger_transfers.asset, ledger_transfers.amount, ledger_transfers.created_at)
            SELECT 'done'::text, w.id, w.leg, w.asset, w.amount, w.created_at, p_from_users[1], p_from_systems[1], p_to_users[1], p_to_systems[1], NULL::numeric, NULL::numeric
              FROM written w;
          UPDATE ledger_balances b SET balance = b.balance + v_delta WHERE b.ledger_account_id = v_user_account AND b.asset = p_assets[1];
          IF p_systems_now THEN
            UPDATE ledger_balances b SET balance = b.balance - v_delta
             WHERE b.ledger_account_id = v_system_account AND b.asset = p_assets[1] AND b.balance - v_delta BETWEEN -v_max AND v_max;
            -- Past bigint's range (or no row): the general function raises what it would have.
            IF NOT FOUND THEN
              PERFORM ledger_add_to_system_balances(ARRAY[COALESCE(p_from_systems[1], p_to_systems[1])], p_assets, ARRAY[-v_delta]);
            END IF;
          END IF;
          RETURN;
        END IF;
      END IF;

      -- Any other operation: as in migration 031.

      -- The parties' ledger accounts; a user's first movement creates its account, users in one order.
      SELECT array_agg(COALESCE(fu.id, fs.id) ORDER BY l.ord), array_agg(COALESCE(tu.id, ts.id) ORDER BY l.ord)
        INTO v_from, v_to
        FROM unnest(p_from_users, p_from_systems, p_to_users, p_to_systems) WITH ORDINALITY AS l (fu, fs, tu, ts, ord)
        LEFT JOIN ledger_accounts fu ON fu.account_id = l.fu LEFT JOIN ledger_accounts fs ON fs.system_name = l.fs
        LEFT JOIN ledger_accounts tu ON tu.account_id = l.tu LEFT JOIN ledger_accounts ts ON ts.system_name = l.ts;
      IF array_position(v_from, NULL) IS NOT NULL OR array_position(v_to, NULL) IS NOT NULL THEN
        FOR v_user IN SELECT DISTINCT u FROM unnest(p_from_users || p_to_users) AS u WHERE u IS NOT NULL ORDER BY u LOOP
          PERFORM ledger_account_of(v_user, NULL);
        END LOOP;
        SELECT array_agg(ledger_account_of(l.fu, l.fs) ORDER BY l.ord), array_agg(ledger_account_of(l.tu, l.ts) ORDER BY l.ord)
          INTO v_from, v_to
          FROM unnest(p_from_users, p_from_systems, p_to_users, p_to_systems) WITH ORDINALITY AS l (fu, fs, tu, ts, ord);
      END IF;

      SELECT count(DISTINCT (x.account, x.asset)) INTO v_expected FROM (
        SELECT f AS account, a AS asset FROM unnest(v_from, p_assets, p_from_users) AS m (f, a, u) WHERE u IS NOT NULL
        UNION ALL SELECT t, a FROM unnest(v_to, p_assets, p_to_users) AS m (t, a, u) WHERE u IS NOT NULL) AS x;
      FOR v_row IN
        WITH moves AS (
          SELECT f AS account, a AS asset, -m::numeric AS delta FROM unnest(v_from, p_assets, p_amounts) AS x (f, a, m)
          UNION ALL SELECT t, a, m::numeric FROM unnest(v_to, p_assets, p_amounts) AS x (t, a, m)),
        net AS (SELECT account, asset, sum(delta) AS delta FROM moves GROUP BY account, asset)
        SELECT b.ledger_account_id, b.asset, b.balance, n.delta
          FROM ledger_balances b JOIN net n ON n.account = b.ledger_account_id AND n.asset = b.asset
         WHERE NOT b.is_system
         ORDER BY b.ledger_account_id, b.asset
           FOR UPDATE OF b
      LOOP
        v_locked := v_locked + 1;
        IF v_row.balance + v_row.delta < 0 THEN
          RETURN QUERY SELECT 'insufficient'::text, NULL::bigint, NULL::smallint, v_row.asset, NULL::bigint, NULL::timestamptz, NULL::uuid, NULL::text, NULL::uuid, NULL::text, v_row.balance::numeric, -v_row.delta;
          RETURN;
        END IF;
        IF v_row.balance + v_row.delta > v_max THEN
          RETURN QUERY SELECT 'out_of_range'::text, NULL::bigint, NULL::smallint, v_row.asset, NULL::bigint, NULL::timestamptz, NULL::uuid, NULL::text, NULL::uuid, NULL::text, NULL::numeric, NULL::numeric;
          RETURN;
        END IF;
        IF v_row.delta <> 0 THEN
          v_ids := v_ids || v_row.ledger_account_id;
          v_assets := v_assets || v_row.asset;
          v_deltas := v_deltas || v_row.delta::bigint;
        END IF;
      END LOOP;
      IF v_locked <> v_expected THEN RAISE EXCEPTION 'ledger operation %: % balance rows found of %', p_key, v_locked, v_expected; END IF;

      -- A concurrent operation with this key may have committed while we waited for the locks.
      INSERT INTO ledger_operations (idempotency_key, request, created_at) VALUES (p_key, p_request, COALESCE(p_at, now())) ON CONFLICT DO NOTHING;
      IF NOT FOUND THEN
        RETURN QUERY SELECT * FROM ledger_operation_result(p_key, p_request, 'replayed');
        IF FOUND THEN RETURN; END IF;
        RAISE EXCEPTION 'ledger operation % vanished', p_key;
      END IF;
      RETURN QUERY
        WITH written AS (
          INSERT INTO ledger_transfers (idempotency_key, leg, asset, from_account, to_account, amount, reason, reference, created_at)
            SELECT p_key, (x.ord - 1)::smallint, x.a, x.f, x.t, x.m, p_reason, p_reference, COALESCE(p_at, now())
              FROM unnest(p_assets, v_from, v_to, p_amounts) WITH ORDINALITY AS x (a, f, t, m, ord)
            RETURNING ledger_transfers.id, ledger_transfers.leg, ledger_transfers.asset, ledger_transfers.amount, ledger_transfers.created_at)
        SELECT 'done'::text, w.id, w.leg, w.asset, w.amount, w.created_at,
               p_from_users[w.leg + 1], p_from_systems[w.leg + 1], p_to_users[w.leg + 1], p_to_systems[w.leg + 1], NULL::numeric, NULL::numeric
          FROM written w ORDER BY w.leg;
      UPDATE ledger_balances b SET balance = b.balance + c.delta
        FROM unnest(v_ids, v_assets, v_deltas) AS c (account, asset, delta)
       WHERE b.ledger_account_id = c.account AND b.asset = c.asset;
      IF p_systems_now THEN
        SELECT array_agg(c.system), array_agg(c.asset), array_agg(c.delta) INTO v_systems, v_system_assets, v_system_deltas FROM (
          SELECT s AS system, a AS asset, sum(d) AS delta FROM (
            SELECT fs AS s, a, -m::numeric AS d FROM unnest(p_from_systems, p_assets, p_amounts) AS x (fs, a, m) WHERE fs IS NOT NULL
            UNION ALL SELECT ts, a, m::numeric FROM unnest(p_to_systems, p_assets, p_amounts) AS x (ts, a, m) WHERE ts IS NOT NULL) AS moves
          GROUP BY s, a) AS c;
        PERFORM ledger_add_to_system_balances(v_systems, v_system_assets, v_system_deltas);
      END IF;
    END;
    $$;
  `,
};
