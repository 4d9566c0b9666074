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
