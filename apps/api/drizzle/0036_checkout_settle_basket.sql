-- fairway_settle_basket is the checkout module's (src/db/schema/owners.cjs); it also writes the points module's
-- lot and ledger, the members' membership and Home balance, and a notification: see its header in
-- src/db/functions/fairway_settle_basket.sql.
-- Brings fairway_payment_inputs, fairway_settle_basket to src/db/functions (scripts/function-migration.mjs).
DROP FUNCTION IF EXISTS public.fairway_settle_topup(uuid, uuid, integer, timestamp with time zone, text, text, text, timestamp with time zone, integer, integer, timestamp with time zone, text[], integer[], integer[], text[], smallint, text, text);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.fairway_payment_inputs(p_member uuid, p_bundle integer, p_now timestamp with time zone)
 RETURNS text
 LANGUAGE plpgsql
 STABLE
AS $function$
BEGIN
  -- What a basket's payment decides on, as JSON text (pay-alone.ts): the buyer as checkout reads them
  -- (buyer-repository.ts, with the Open Play balance's one definition, domain/open-play.ts) and the
  -- membership fields a renewal overwrites, and the bundle with its package and club
  -- (catalogue-repository.ts findBundle). fairway_set_basket, fairway_claim_payment and
  -- fairway_settle_basket compare it under the buyer's lock. Null when the member does not exist.
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
        'forename', m.forename,
        'packageName', m.package_name,
        'isCorporate', m.is_corporate,
        'playersPerDay', m.players_per_day),
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
  -- Out of its open state once: of several drivers of one payment, one fulfils (pay-service.ts settle).
  UPDATE payments SET status = 'succeeded', gateway_ref = p_gateway_ref, card_last4 = p_card_last4,
    completed_at = p_now, previous_expires = p_previous_expires, new_expires = p_new_expires,
    renewal = p_renewal, home_points_credited = p_home_points_credited,
    previous_membership = p_previous_membership
  WHERE payments.id = p_payment AND payments.status IN ('pending', 'requires_action');
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'already'::text, NULL::bigint, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;
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
