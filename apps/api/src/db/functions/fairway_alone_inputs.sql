-- Owner: modules/bookings/ (src/db/schema/owners.cjs).
-- Writes: no table.
CREATE OR REPLACE FUNCTION public.fairway_alone_inputs(p_booker uuid, p_local_date text, p_now timestamp with time zone)
 RETURNS text
 LANGUAGE plpgsql
 STABLE
AS $function$
BEGIN
  -- A member's fairway_member_inputs as JSON text: what a booking made alone decides on, and what
  -- fairway_book compares under the lock. PL/pgSQL so that the query is planned once per connection.
  -- One member, so a JSON array of its one row (as json_agg would write it) without an aggregate.
  RETURN (SELECT '[' || row_to_json(i)::text || ']'
    FROM fairway_member_inputs(ARRAY[p_booker], p_local_date, p_now) i);
END
$function$;
