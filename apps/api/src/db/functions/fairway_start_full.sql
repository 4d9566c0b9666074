-- Owner: modules/bookings/ (src/db/schema/owners.cjs).
-- Writes: no table.
CREATE OR REPLACE FUNCTION public.fairway_start_full(p_course integer, p_starts_at timestamp with time zone, p_people integer, p_capacity smallint)
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE
AS $function$
BEGIN
  -- Whether a party of p_people no longer fits the start, as its last committed row says: the refusal
  -- given without queueing for the start's lock (most answers when a sheet opens at 07:00). A start with
  -- room is checked again under the lock, where held places count too.
  -- PL/pgSQL so that the query is planned once per connection: a SQL function holding a subquery is never
  -- inlined, and PostgreSQL 15 parses and plans such a body again in every statement that calls it.
  RETURN EXISTS (
    SELECT 1 FROM slot_occupancy o WHERE o.course_id = p_course AND o.starts_at = p_starts_at
      AND o.places_taken + p_people > least(o.capacity, p_capacity));
END
$function$;
