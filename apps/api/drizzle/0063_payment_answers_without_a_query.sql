-- Brings fairway_settle_basket, fairway_claim_payment, fairway_set_basket to src/db/functions (scripts/function-migration.mjs).
-- Owner: modules/checkout/ (src/db/schema/owners.cjs).
-- Writes: baskets (modules/checkout/), flexi_lots (modules/points/), members (modules/members/), notifications (modules/notifications/), payments (modules/checkout/), points_ledger (modules/points/), receipt_outbox (modules/checkout/).
CREATE OR REPLACE FUNCTION public.fairway_settle_basket(p_payment uuid, p_member uuid, p_bundle integer, p_now timestamp with time zone, p_inputs text, p_gateway_ref text, p_card_last4 text, p_previous_expires timestamp with time zone, p_membership boolean, p_new_expires timestamp with time zone, p_home_club integer, p_package_name text, p_is_corporate boolean, p_players_per_day smallint, p_renewal boolean, p_previous_membership jsonb, p_home_points_credited integer, p_home_credit integer, p_lot_points integer, p_lot_expires timestamp with time zone, p_ledger_types text[], p_ledger_home integer[], p_ledger_flexi integer[], p_ledger_descriptions text[], p_note_type smallint, p_note_title text, p_note_description text)
 RETURNS TABLE(outcome text, "lotId" bigint, "notificationId" bigint, "notifiedMs" bigint)
 LANGUAGE plpgsql
AS $function$
#variable_conflict use_column
DECLARE
  v_lot bigint;
  v_note bigint;
  v_noted timestamptz;
BEGIN
  -- A charged basket settled and fulfilled in one statement and its own transaction (pay-alone.ts
  -- settleAlone): the caller planned the fulfilment (fulfilment-plan.ts planFulfilment: a membership's
  -- fields, or a top-up's credit, the lot, the ledger rows) and the payer's notification on the read it
  -- claimed with, which must still stand under the buyer's lock. 'stale' writes nothing; 'already' means
  -- another driver of the payment settled it. Either way the caller settles in a transaction, which reads
  -- everything again.
  PERFORM 1 FROM members WHERE members.id = p_member FOR NO KEY UPDATE;
  IF NOT FOUND OR fairway_payment_inputs(p_member, p_bundle, p_now) IS DISTINCT FROM p_inputs THEN
    RETURN QUERY SELECT 'stale'::text, NULL::bigint, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;
  -- The lot's id drawn first, so that the payment is written once, with it (a number drawn for a payment
  -- another driver settled first is left unused, as a rolled-back insert leaves one).
  IF p_lot_points > 0 THEN
    v_lot := nextval('flexi_lots_id_seq'::regclass);
  END IF;
  -- Out of its open state once: of several drivers of one payment, one fulfils (pay-service.ts settle).
  UPDATE payments SET status = 'succeeded', gateway_ref = p_gateway_ref, card_last4 = p_card_last4,
    completed_at = p_now, previous_expires = p_previous_expires, new_expires = p_new_expires,
    renewal = p_renewal, home_points_credited = p_home_points_credited,
    previous_membership = p_previous_membership, flexi_lot_id = coalesce(v_lot, flexi_lot_id)
  WHERE payments.id = p_payment AND payments.status IN ('pending', 'requires_action');
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'already'::text, NULL::bigint, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;
  -- The receipt e-mail is owed with the fulfilment and sent after the commit (checkout/receipt-outbox.ts).
  INSERT INTO receipt_outbox (payment_id) VALUES (p_payment) ON CONFLICT DO NOTHING;
  IF p_membership THEN
    -- As fulfilment.ts fulfil writes it; the package's Home points come with it.
    UPDATE members SET membership_expires = p_new_expires, completed_first_payment = true,
      is_in_arrears = false, home_club_id = p_home_club, package_name = p_package_name,
      is_corporate = p_is_corporate, players_per_day = coalesce(p_players_per_day, players_per_day),
      home_points = home_points + p_home_points_credited
    WHERE members.id = p_member;
  END IF;
  IF p_home_credit > 0 THEN
    UPDATE members SET home_points = home_points + p_home_credit WHERE members.id = p_member;
  END IF;
  IF p_lot_points > 0 THEN
    INSERT INTO flexi_lots (id, member_id, purchased_at, expires_at, original, remaining)
    VALUES (v_lot, p_member, p_now, p_lot_expires, p_lot_points, p_lot_points);
  END IF;
  -- One ledger row (most packages) is one row of values: the same insert without unnest's function scan.
  IF cardinality(p_ledger_types) = 1 THEN
    INSERT INTO points_ledger (member_id, type, home_delta, flexi_delta, description, created_at)
    VALUES (p_member, p_ledger_types[1], p_ledger_home[1], p_ledger_flexi[1], p_ledger_descriptions[1], p_now);
  ELSE
    INSERT INTO points_ledger (member_id, type, home_delta, flexi_delta, description, created_at)
    SELECT p_member, l.type, l.home, l.flexi, l.description, p_now
    FROM unnest(p_ledger_types, p_ledger_home, p_ledger_flexi, p_ledger_descriptions)
      AS l(type, home, flexi, description);
  END IF;
  DELETE FROM baskets WHERE baskets.member_id = p_member;
  INSERT INTO notifications (member_id, type, title, description)
  VALUES (p_member, p_note_type, p_note_title, p_note_description)
  RETURNING id, created_at INTO v_note, v_noted;
  -- The answer as the result's own variables, not a query (no executor to start).
  outcome := 'fulfilled';
  "lotId" := v_lot;
  "notificationId" := v_note;
  "notifiedMs" := (extract(epoch FROM v_noted) * 1000)::bigint;
  RETURN NEXT;
END
$function$;
--> statement-breakpoint
-- Owner: modules/checkout/ (src/db/schema/owners.cjs).
-- Writes: baskets (modules/checkout/), payments (modules/checkout/).
CREATE OR REPLACE FUNCTION public.fairway_claim_payment(p_member uuid, p_key text, p_bundle integer, p_now timestamp with time zone, p_inputs text, p_club integer, p_package_type smallint, p_amount integer, p_joiner_fee integer, p_currency text, p_gateway text)
 RETURNS TABLE(outcome text, "paymentId" uuid)
 LANGUAGE plpgsql
AS $function$
#variable_conflict use_column
DECLARE
  v_id uuid;
BEGIN
  -- A basket's payment claimed in one statement and its own transaction (pay-alone.ts claimAlone): the
  -- caller priced it and checked every rule on an unlocked read of fairway_payment_inputs (p_inputs, its
  -- JSON text) and of a basket with no promo code and no payment. 'stale' and 'replayed' write nothing;
  -- the caller then claims in a transaction, deciding again from scratch.
  PERFORM 1 FROM members WHERE members.id = p_member FOR NO KEY UPDATE;
  IF NOT FOUND OR fairway_payment_inputs(p_member, p_bundle, p_now) IS DISTINCT FROM p_inputs THEN
    RETURN QUERY SELECT 'stale'::text, NULL::uuid;
    RETURN;
  END IF;
  BEGIN
    INSERT INTO payments (member_id, idempotency_key, club_id, bundle_id, package_type, promo_code_id,
      amount, joiner_fee, currency, gateway, created_at)
    VALUES (p_member, p_key, p_club, p_bundle, p_package_type, NULL, p_amount, p_joiner_fee, p_currency,
      p_gateway, p_now)
    ON CONFLICT (member_id, idempotency_key) DO NOTHING
    RETURNING id INTO v_id;
    IF v_id IS NULL THEN
      RETURN QUERY SELECT 'replayed'::text, NULL::uuid;
      RETURN;
    END IF;
    -- The basket as it was read, or nothing at all: the payment's insert is undone with the block.
    UPDATE baskets SET payment_id = v_id
    WHERE baskets.member_id = p_member AND baskets.bundle_id = p_bundle
      AND baskets.promo_code_id IS NULL AND baskets.payment_id IS NULL;
    IF NOT FOUND THEN
      RAISE EXCEPTION USING ERRCODE = 'FWP01', MESSAGE = 'stale';
    END IF;
  EXCEPTION WHEN SQLSTATE 'FWP01' THEN
    RETURN QUERY SELECT 'stale'::text, NULL::uuid;
    RETURN;
  END;
  -- The answer as the result's own variables, not a query (no executor to start).
  outcome := 'claimed';
  "paymentId" := v_id;
  RETURN NEXT;
END
$function$;
--> statement-breakpoint
-- Owner: modules/checkout/ (src/db/schema/owners.cjs).
-- Writes: baskets (modules/checkout/).
CREATE OR REPLACE FUNCTION public.fairway_set_basket(p_member uuid, p_bundle integer, p_now timestamp with time zone, p_new_club integer)
 RETURNS TABLE(outcome text, inputs text)
 LANGUAGE plpgsql
AS $function$
#variable_conflict use_column
DECLARE
  v_inputs text;
BEGIN
  -- A basket's one item set in one round trip and its own transaction (basket-service.ts setBasketAlone),
  -- with no promo code: under the buyer's lock, the inputs read (fairway_payment_inputs, answered with the
  -- outcome) and the basket's rules checked on them (fairway_basket_refused), then the item set. 'refused'
  -- writes nothing: the caller answers the refusal from the inputs. 'stale' writes nothing, and the caller
  -- sets it in a transaction: no such member, or a payment is attached to the basket (charging it, or
  -- waiting for the card holder's extra step, which the transaction cancels).
  PERFORM 1 FROM members WHERE members.id = p_member FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'stale'::text, NULL::text;
    RETURN;
  END IF;
  v_inputs := fairway_payment_inputs(p_member, p_bundle, p_now);
  IF fairway_basket_refused(v_inputs, p_new_club, p_now) THEN
    RETURN QUERY SELECT 'refused'::text, v_inputs;
    RETURN;
  END IF;
  INSERT INTO baskets (member_id, bundle_id, promo_code_id, new_club_id, payment_id, updated_at)
  VALUES (p_member, p_bundle, NULL, (v_inputs::json->'offer'->'pkg'->>'clubId')::integer, NULL, p_now)
  ON CONFLICT (member_id) DO UPDATE
    SET bundle_id = excluded.bundle_id, promo_code_id = NULL, new_club_id = excluded.new_club_id,
      payment_id = NULL, updated_at = excluded.updated_at
    WHERE baskets.payment_id IS NULL;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'stale'::text, v_inputs;
    RETURN;
  END IF;
  -- The answer as the result's own variables, not a query (no executor to start).
  outcome := 'set';
  inputs := v_inputs;
  RETURN NEXT;
END
$function$;
