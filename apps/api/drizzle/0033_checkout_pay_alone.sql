-- Brings fairway_payment_inputs, fairway_claim_payment, fairway_settle_topup to src/db/functions (scripts/function-migration.mjs).
CREATE OR REPLACE FUNCTION public.fairway_payment_inputs(p_member uuid, p_bundle integer, p_now timestamp with time zone)
 RETURNS text
 LANGUAGE plpgsql
 STABLE
AS $function$
BEGIN
  -- What a basket's payment decides on, as JSON text (pay-alone.ts): the buyer as checkout reads them
  -- (buyer-repository.ts, with the Open Play balance's one definition, domain/open-play.ts), and the bundle
  -- with its package and club (catalogue-repository.ts findBundle). fairway_claim_payment and
  -- fairway_settle_topup compare it under the buyer's lock. Null when the member does not exist.
  -- PL/pgSQL so that the query is planned once per connection.
  RETURN (
    SELECT json_build_object(
      'buyer', json_build_object(
        'id', m.id,
        'homeClubId', m.home_club_id,
        'completedFirstPayment', m.completed_first_payment,
        'membershipExpiresMs', (extract(epoch FROM m.membership_expires) * 1000)::bigint,
        'flexiPointsAllowed', m.flexi_points_allowed,
        'homePoints', m.home_points,
        'flexiPoints', coalesce((
          SELECT sum(open_play_lot.remaining) FROM flexi_lots open_play_lot
          WHERE open_play_lot.member_id = m.id AND open_play_lot.expired_at IS NULL
            AND open_play_lot.expires_at > p_now AND open_play_lot.remaining > 0
        ), 0)::int,
        'email', m.email,
        'forename', m.forename),
      'offer', (
        SELECT json_build_object(
          'bundle', json_build_object('id', b.id, 'packageId', b.package_id,
            'baselineCost', b.baseline_cost, 'cost', b.cost),
          'pkg', json_build_object('id', p.id, 'clubId', p.club_id, 'packageType', p.package_type,
            'name', p.name, 'description', p.description, 'isCorporate', p.is_corporate,
            'isFull', p.is_full, 'homePoints', p.home_points, 'awayPoints', p.away_points,
            'playersPerDay', p.players_per_day, 'maxRounds', p.max_rounds, 'benefits', p.benefits),
          'club', json_build_object('id', c.id, 'name', c.name, 'timeZone', c.time_zone,
            'currency', c.currency, 'joinerFee', c.content -> 'joinerFee',
            'disableCheckout', c.content -> 'disableCheckout',
            'hasSpa', EXISTS (SELECT 1 FROM courses sc WHERE sc.club_id = c.id AND sc.facility_type = 1),
            'email', c.customer_service_email),
          'active', b.active AND p.active)
        FROM package_bundles b
        JOIN packages p ON p.id = b.package_id
        JOIN clubs c ON c.id = p.club_id
        WHERE b.id = p_bundle))::text
    FROM members m
    WHERE m.id = p_member
  );
END
$function$;
--> statement-breakpoint
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
  RETURN QUERY SELECT 'claimed'::text, v_id;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.fairway_settle_topup(p_payment uuid, p_member uuid, p_bundle integer, p_now timestamp with time zone, p_inputs text, p_gateway_ref text, p_card_last4 text, p_previous_expires timestamp with time zone, p_home_credit integer, p_lot_points integer, p_lot_expires timestamp with time zone, p_ledger_types text[], p_ledger_home integer[], p_ledger_flexi integer[], p_ledger_descriptions text[], p_note_type smallint, p_note_title text, p_note_description text)
 RETURNS TABLE(outcome text, "lotId" bigint, "notificationId" bigint, "notifiedMs" bigint)
 LANGUAGE plpgsql
AS $function$
#variable_conflict use_column
DECLARE
  v_lot bigint;
  v_note bigint;
  v_noted timestamptz;
BEGIN
  -- A charged top-up settled and fulfilled in one statement and its own transaction (pay-alone.ts
  -- settleAlone): the caller planned the fulfilment (fulfilment.ts planFulfilment) and the payer's
  -- notification on the read it claimed with, which must still stand under the buyer's lock. 'stale'
  -- writes nothing; 'already' means another driver of the payment settled it. Either way the caller
  -- settles in a transaction, which reads everything again.
  PERFORM 1 FROM members WHERE members.id = p_member FOR NO KEY UPDATE;
  IF NOT FOUND OR fairway_payment_inputs(p_member, p_bundle, p_now) IS DISTINCT FROM p_inputs THEN
    RETURN QUERY SELECT 'stale'::text, NULL::bigint, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;
  -- Out of its open state once: of several drivers of one payment, one fulfils (pay-service.ts settle).
  UPDATE payments SET status = 'succeeded', gateway_ref = p_gateway_ref, card_last4 = p_card_last4,
    completed_at = p_now, previous_expires = p_previous_expires, new_expires = NULL, renewal = false,
    home_points_credited = p_home_credit, previous_membership = NULL
  WHERE payments.id = p_payment AND payments.status IN ('pending', 'requires_action');
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'already'::text, NULL::bigint, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;
  IF p_home_credit > 0 THEN
    UPDATE members SET home_points = home_points + p_home_credit WHERE members.id = p_member;
  END IF;
  IF p_lot_points > 0 THEN
    INSERT INTO flexi_lots (member_id, purchased_at, expires_at, original, remaining)
    VALUES (p_member, p_now, p_lot_expires, p_lot_points, p_lot_points)
    RETURNING id INTO v_lot;
    UPDATE payments SET flexi_lot_id = v_lot WHERE payments.id = p_payment;
  END IF;
  INSERT INTO points_ledger (member_id, type, home_delta, flexi_delta, description, created_at)
  SELECT p_member, l.type, l.home, l.flexi, l.description, p_now
  FROM unnest(p_ledger_types, p_ledger_home, p_ledger_flexi, p_ledger_descriptions)
    AS l(type, home, flexi, description);
  DELETE FROM baskets WHERE baskets.member_id = p_member;
  INSERT INTO notifications (member_id, type, title, description)
  VALUES (p_member, p_note_type, p_note_title, p_note_description)
  RETURNING id, created_at INTO v_note, v_noted;
  RETURN QUERY SELECT 'fulfilled'::text, v_lot, v_note, (extract(epoch FROM v_noted) * 1000)::bigint;
END
$function$;
