-- Brings fairway_basket_refused, fairway_set_basket to src/db/functions (scripts/function-migration.mjs).
-- fairway_set_basket now reads the inputs and checks the rules itself (arguments and result changed).
DROP FUNCTION IF EXISTS public.fairway_set_basket(uuid, integer, timestamp with time zone, text, integer);
--> statement-breakpoint
-- Owner: modules/checkout/ (src/db/schema/owners.cjs).
-- Writes: no table.
CREATE OR REPLACE FUNCTION public.fairway_basket_refused(p_inputs text, p_new_club integer, p_now timestamp with time zone)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
AS $function$
  -- Whether the basket's rules refuse a basket set on these inputs (fairway_payment_inputs' text): the ones
  -- basket-service.ts setBasketAlone checks before it sets one, in the same terms (the offer withdrawn, the
  -- item for another club, and quote.ts checkBuyable), so that fairway_set_basket decides under the buyer's
  -- lock and writes in one round trip. The TypeScript still answers the refusal, on the same inputs; the two
  -- agree on every combination of what they read (basket-refused.int.test.ts). Null inputs refuse.
  SELECT coalesce((
    SELECT json_typeof(o) IS DISTINCT FROM 'object'
      OR NOT coalesce((o->>'active')::boolean, false)
      OR (p_new_club IS NOT NULL AND p_new_club IS DISTINCT FROM (o->'pkg'->>'clubId')::int)
      OR coalesce((o->'club'->>'disableCheckout')::boolean, false)
      OR coalesce((o->'club'->>'hasSpa')::boolean, false)
      OR CASE WHEN (o->'pkg'->>'packageType')::int = 0
        THEN coalesce((o->'pkg'->>'isFull')::boolean, false)
          AND NOT coalesce((b->>'completedFirstPayment')::boolean, false)
        ELSE (o->'pkg'->>'clubId')::int IS DISTINCT FROM (b->>'homeClubId')::int
          OR NOT coalesce((b->>'completedFirstPayment')::boolean, false)
          OR coalesce((b->>'membershipExpiresMs')::bigint <= (extract(epoch FROM p_now) * 1000)::bigint, false)
          OR ((o->'pkg'->>'packageType')::int = 2
            AND NOT coalesce((b->>'flexiPointsAllowed')::boolean, false))
        END
    FROM (SELECT p_inputs::json->'offer' AS o, p_inputs::json->'buyer' AS b) i
  ), true)
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
  RETURN QUERY SELECT 'set'::text, v_inputs;
END
$function$;
