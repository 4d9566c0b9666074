-- Owner: modules/checkout/ (src/db/schema/owners.cjs).
-- Writes: baskets (modules/checkout/), flexi_lots (modules/points/), members (modules/members/), notifications (modules/notifications/), payments (modules/checkout/), points_ledger (modules/points/), receipt_outbox (modules/checkout/).
CREATE OR REPLACE FUNCTION public.fairway_settle_basket(p_payment uuid, p_member uuid, p_bundle integer, p_now timestamp with time zone, p_inputs text, p_gateway_ref text, p_card_last4 text, p_previous_expires timestamp with time zone, p_membership boolean, p_new_expires timestamp with time zone, p_home_club integer, p_package_name text, p_is_corporate boolean, p_players_per_day smallint, p_renewal boolean, p_previous_membership jsonb, p_home_points_credited integer, p_home_credit integer, p_lot_points integer, p_lot_expires timestamp with time zone, p_ledger_types text[], p_ledger_home integer[], p_ledger_flexi integer[], p_ledger_descriptions text[], p_note_type smallint, p_note_title text, p_note_description text, p_receipt_leased_until timestamp with time zone)
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
  -- The receipt e-mail is owed with the fulfilment and sent after the commit by this caller, whose first
  -- try holds the row from its birth (checkout/receipt-outbox.ts receiptLeasedAtBirth).
  INSERT INTO receipt_outbox (payment_id, attempts, due_at) VALUES (p_payment, 1, p_receipt_leased_until)
  ON CONFLICT DO NOTHING;
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
