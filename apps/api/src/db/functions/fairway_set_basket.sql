-- Owner: modules/checkout/ (src/db/schema/owners.cjs).
-- Writes: baskets (modules/checkout/).
CREATE OR REPLACE FUNCTION public.fairway_set_basket(p_member uuid, p_bundle integer, p_now timestamp with time zone, p_inputs text, p_new_club integer)
 RETURNS text
 LANGUAGE plpgsql
AS $function$
#variable_conflict use_column
BEGIN
  -- A basket's one item set in one statement and its own transaction (basket-service.ts setBasketAlone):
  -- the caller checked every rule on an unlocked read of fairway_payment_inputs (p_inputs, its JSON text),
  -- with no promo code. 'stale' writes nothing, and the caller sets it in a transaction: the read moved
  -- under the buyer's lock, or a payment is attached to the basket (charging it, or waiting for the card
  -- holder's extra step, which the transaction cancels).
  PERFORM 1 FROM members WHERE members.id = p_member FOR NO KEY UPDATE;
  IF NOT FOUND OR fairway_payment_inputs(p_member, p_bundle, p_now) IS DISTINCT FROM p_inputs THEN
    RETURN 'stale';
  END IF;
  INSERT INTO baskets (member_id, bundle_id, promo_code_id, new_club_id, payment_id, updated_at)
  VALUES (p_member, p_bundle, NULL, p_new_club, NULL, p_now)
  ON CONFLICT (member_id) DO UPDATE
    SET bundle_id = excluded.bundle_id, promo_code_id = NULL, new_club_id = excluded.new_club_id,
      payment_id = NULL, updated_at = excluded.updated_at
    WHERE baskets.payment_id IS NULL;
  RETURN CASE WHEN FOUND THEN 'set' ELSE 'stale' END;
END
$function$;
