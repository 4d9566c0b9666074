-- Gives a migrated, seeded database a network's history, to find reads that grow with it (docs/performance.md,
-- "Reads that grew with history"): 200,000 past golf bookings spread over every member and course, 2,000 more
-- for the demo member at Foxhill Heath, a player row and a ledger row for each, and 300 read notifications
-- per member. Then turn on auto_explain for the database and ask the member area's GETs as the demo member:
--   psql -d <database> -f apps/api/bench/history.sql
--   psql -d <database> -c "alter database <database> set session_preload_libraries = 'auto_explain'" \
--     -c "alter database <database> set auto_explain.log_min_duration = 0" \
--     -c "alter database <database> set auto_explain.log_nested_statements = on" \
--     -c "alter database <database> set auto_explain.log_analyze = on" \
--     -c "alter database <database> set auto_explain.log_buffers = on"
-- Plans go to PostgreSQL's log (/var/log/postgresql/ on Debian), each with its pages read ("Buffers").
create temp table history_courses as select row_number() over (order by id) - 1 as n, id, club_id from courses;
create temp table history_members as select row_number() over (order by id) - 1 as n, id from members;
insert into bookings (booking_type, booked_by, club_id, course_id, starts_at, local_date, number_of_people,
  of_which_juniors, booking_ref, confirmation_code, confirmation_status, cost, cost_unit, created_at)
select 0, m.id, c.club_id, c.id, t.st, to_char(t.st, 'YYYY-MM-DD'), 1, 0, 'H' || i || md5(random()::text),
  'K' || i || md5(random()::text), 'NotConfirmed', 10, 'points', t.st - interval '7 days'
from generate_series(1, 200000) i
cross join lateral (select date_trunc('hour', now()) - ((1 + (i % 26000)) * interval '1 hour')
  - ((i % 7) * interval '10 min') as st) t
join history_members m on m.n = i % (select count(*) from history_members)
join history_courses c on c.n = i % (select count(*) from history_courses);
insert into bookings (booking_type, booked_by, club_id, course_id, starts_at, local_date, number_of_people,
  of_which_juniors, booking_ref, confirmation_code, confirmation_status, cost, cost_unit, created_at)
select 0, m.id, 151, 15101, date_trunc('hour', now()) - (i * interval '13 hour'),
  to_char(now() - (i * interval '13 hour'), 'YYYY-MM-DD'), 1, 0, 'D' || i || md5(random()::text),
  'E' || i || md5(random()::text), 'NotConfirmed', 10, 'points', now() - (i * interval '13 hour')
from generate_series(1, 2000) i, members m where m.email = 'member@example.com';
insert into booking_players (booking_id, position, kind, is_junior, member_id, payer_id, cost)
select b.id, 0, 'booker', false, b.booked_by, b.booked_by, 10 from bookings b
where (b.booking_ref like 'H%' or b.booking_ref like 'D%')
  and not exists (select 1 from booking_players p where p.booking_id = b.id);
insert into points_ledger (member_id, type, home_delta, description, booking_id, created_at)
select booked_by, 'Home Booking', -10, 'history', id, created_at from bookings
where booking_ref like 'H%' or booking_ref like 'D%';
insert into notifications (member_id, type, title, description, created_at, read_at)
select m.id, 2, 'Old news', 'Something happened', now() - (i * interval '1 hour'), now()
from members m, generate_series(1, 300) i;
analyze;
