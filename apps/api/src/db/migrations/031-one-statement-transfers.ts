import type { Migration } from './migration.ts';

/**
 * Money operations in fewer round trips (docs/api/ledger.md): a ledger operation is
 * one call of `ledger_transfer`, and the system balances it changes are written by
 * `ledger_add_to_system_balances`, sent in the same message as COMMIT. Owned by ledger/transfer.ts,
 * the only caller. `account_roles` is the accounts' read-only view for the session read
 * (sessions/sessions.ts joins it: one statement per signed-in request instead of two).
 */
export const oneStatementTransfersMigration: Migration = {
  id: 31,
  name: 'Ledger operations as one statement, and the accounts view sessions read roles from',
  sql: `
    CREATE VIEW account_roles AS SELECT id, role FROM accounts;

    -- A ledger account's id; a user's is created, with a zero balance of every asset, on its first movement.
    CREATE FUNCTION ledger_account_of(p_user uuid, p_system text) RETURNS bigint LANGUAGE plpgsql AS $$
    DECLARE
      v_id bigint;
    BEGIN
      IF p_user IS NULL THEN
        SELECT a.id INTO STRICT v_id FROM ledger_accounts a WHERE a.system_name = p_system;
        RETURN v_id;
      END IF;
      SELECT a.id INTO v_id FROM ledger_accounts a WHERE a.account_id = p_user;
      IF FOUND THEN RETURN v_id; END IF;
      INSERT INTO ledger_accounts (account_id) VALUES (p_user) ON CONFLICT (account_id) DO NOTHING RETURNING ledger_accounts.id INTO v_id;
      IF v_id IS NULL THEN
        SELECT a.id INTO STRICT v_id FROM ledger_accounts a WHERE a.account_id = p_user;
        RETURN v_id;
      END IF;
      INSERT INTO ledger_balances (ledger_account_id, asset, is_system)
        SELECT v_id, asset, false FROM unnest(ARRAY['gold_coin', 'game_coin', 'invite_point']) AS asset;
      RETURN v_id;
    END;
    $$;

    -- What an operation's key already stands for: one 'conflict' row when another request used
    -- it, its transfers as 'replayed' when this same request did, nothing when it is unused.
    CREATE FUNCTION ledger_operation_result(p_key text, p_request text, p_outcome text)
      RETURNS TABLE (outcome text, id bigint, leg smallint, asset text, amount bigint, created_at timestamptz,
                     from_user uuid, from_system text, to_user uuid, to_system text, balance numeric, needed numeric)
      LANGUAGE plpgsql AS $$
    #variable_conflict use_column
    DECLARE
      v_request text;
    BEGIN
      SELECT o.request INTO v_request FROM ledger_operations o WHERE o.idempotency_key = p_key;
      IF NOT FOUND THEN RETURN; END IF;
      IF v_request <> p_request THEN
        RETURN QUERY SELECT 'conflict'::text, NULL::bigint, NULL::smallint, NULL::text, NULL::bigint, NULL::timestamptz, NULL::uuid, NULL::text, NULL::uuid, NULL::text, NULL::numeric, NULL::numeric;
        RETURN;
      END IF;
      RETURN QUERY
        SELECT p_outcome, t.id, t.leg, t.asset, t.amount, t.created_at, f.account_id, f.system_name, d.account_id, d.system_name, NULL::numeric, NULL::numeric
          FROM ledger_transfers t JOIN ledger_accounts f ON f.id = t.from_account JOIN ledger_accounts d ON d.id = t.to_account
         WHERE t.idempotency_key = p_key ORDER BY t.leg;
    END;
    $$;

    -- One operation of one or more legs (the i-th element of each array is leg i), as
    -- ledger/transfer.ts describes: a replay or a conflict of its key; else the user accounts
    -- created in one order, the users' balance rows locked (FOR UPDATE, by ledger account then
    -- asset) and checked, the key claimed, the transfers written, the users' balances changed,
    -- and last, when p_systems_now, the system balances (otherwise the caller sends
    -- ledger_add_to_system_balances with its COMMIT). A refusal is one row ('insufficient',
    -- 'out_of_range') and changes nothing but new empty ledger accounts.
    CREATE FUNCTION ledger_transfer(
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
    BEGIN
      RETURN QUERY SELECT * FROM ledger_operation_result(p_key, p_request, 'replayed');
      IF FOUND THEN RETURN; END IF;

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

    -- System balances' net changes, one row each in one order (ledger account, asset) so two
    -- commits never deadlock, each refused past bigint's range (SQLSTATE 22003, message
    -- 'balance_out_of_range', the asset as detail) without reading the row first: sent with
    -- COMMIT, or last in a one-statement operation, it holds each row for the commit alone.
    CREATE FUNCTION ledger_add_to_system_balances(p_systems text[], p_assets text[], p_deltas numeric[]) RETURNS void LANGUAGE plpgsql AS $$
    #variable_conflict use_column
    DECLARE
      v_max constant numeric := 9223372036854775807;
      v_change record;
    BEGIN
      FOR v_change IN
        SELECT a.id, c.asset, c.delta FROM unnest(p_systems, p_assets, p_deltas) AS c (system, asset, delta)
          JOIN ledger_accounts a ON a.system_name = c.system WHERE c.delta <> 0 ORDER BY a.id, c.asset
      LOOP
        UPDATE ledger_balances b SET balance = b.balance + v_change.delta
         WHERE b.ledger_account_id = v_change.id AND b.asset = v_change.asset AND b.balance + v_change.delta BETWEEN -v_max AND v_max;
        IF NOT FOUND THEN
          IF EXISTS (SELECT 1 FROM ledger_balances b WHERE b.ledger_account_id = v_change.id AND b.asset = v_change.asset) THEN
            RAISE EXCEPTION USING ERRCODE = 'numeric_value_out_of_range', MESSAGE = 'balance_out_of_range', DETAIL = v_change.asset;
          END IF;
          RAISE EXCEPTION 'no balance row for ledger account % %', v_change.id, v_change.asset;
        END IF;
      END LOOP;
    END;
    $$;
  `,
};
