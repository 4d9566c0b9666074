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
