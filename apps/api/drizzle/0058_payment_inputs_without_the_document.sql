-- Brings fairway_payment_inputs to src/db/functions (scripts/function-migration.mjs).
-- Owner: modules/checkout/ (src/db/schema/owners.cjs).
-- Writes: no table.
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
  -- PL/pgSQL so that the query is planned once per connection. The club's two content fields are read from
  -- their generated columns (clubs.joiner_fee, disable_checkout), not from the compressed document.
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
            'currency', c.currency, 'joinerFee', c.joiner_fee, 'disableCheckout', c.disable_checkout,
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
