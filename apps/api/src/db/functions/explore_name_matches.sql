-- Owner: modules/explore/ (src/db/schema/owners.cjs).
-- Writes: no table.
CREATE OR REPLACE FUNCTION public.explore_name_matches(search text)
 RETURNS SETOF integer
 LANGUAGE sql
 STABLE ROWS 20
 SET enable_seqscan TO 'off'
 SET "pg_trgm.word_similarity_threshold" TO '0.5'
AS $function$ SELECT "id" FROM "clubs" WHERE search <% lower("name") $function$;
