import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chipHref } from '../lib/chip-link';
import type { ClubGroup, CourseGroup } from '../lib/grouping';
import type { SearchState } from '../lib/search-url';
import { useChipLinks } from './chip-links';
import classes from './results.module.css';
import { type ChipTexts, TimeChip, useChipTexts } from './time-chip';
import { useFirstThenAll } from './use-first-then-all';

/**
 * Clubs drawn with the results' first commit: more than a phone shows under the search form in its first
 * screen or two. The rest of the page (twenty clubs, a hundred and more chips: some 200 ms of script on a
 * phone in one task) follows in a transition, and the browser lays out only the cards near the screen
 * (results.module.css).
 */
const FIRST_CLUBS = 3;

/**
 * The results as clubs, each with its courses and their time chips. Plain elements in the theme's
 * variables (results.module.css): a page is twenty clubs and a hundred and more chips.
 */
export function ResultsByClub({ clubs, search }: { clubs: ClubGroup[]; search: SearchState }) {
  const { t } = useTranslation();
  const texts = useChipTexts();
  const links = useChipLinks();
  // A new search's list starts again from its first clubs; a next page appended keeps those drawn.
  const identity = clubs
    .slice(0, FIRST_CLUBS)
    .map((c) => c.clubId)
    .join();
  const drawn = useFirstThenAll(clubs.length, FIRST_CLUBS, identity);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the chips are links; Enter on one clicks it, caught here.
    <ul
      className={classes.list}
      aria-label={t('teeTimeSearch.resultsLabel')}
      aria-busy={drawn < clubs.length}
      onClick={links.onClick}
    >
      {clubs.slice(0, drawn).map((club) => (
        <li key={club.clubId} className={classes.card} data-testid="club-result">
          <div className={classes.head}>
            <h2 className={classes.club}>{club.clubName}</h2>
            <p className={classes.distance}>
              {t('teeTimeSearch.distance', { count: Math.round(club.distanceKm) })}
            </p>
          </div>
          <div className={classes.courses}>
            {club.courses.map((course) => (
              <div key={course.CourseId} className={classes.courseTimes}>
                <h3 className={classes.course}>{course.CourseName}</h3>
                <CourseTimes
                  course={course}
                  club={club}
                  search={search}
                  href={links.href}
                  texts={texts}
                  t={t}
                />
              </div>
            ))}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** A course's first few chips; the rest on demand (a day can hold forty starts). */
const FIRST_CHIPS = 8;

function CourseTimes({
  course,
  club,
  search,
  href,
  texts,
  t,
}: {
  course: CourseGroup;
  club: ClubGroup;
  search: SearchState;
  href: (path: string) => string;
  texts: ChipTexts;
  t: TFunction;
}) {
  const [all, setAll] = useState(false);
  const shown = all ? course.Times : course.Times.slice(0, FIRST_CHIPS);
  const where = `${course.CourseName}, ${club.clubName}`;
  return (
    <div className={classes.times}>
      <ul className={classes.chips}>
        {shown.map((time) => (
          <li key={time.Time}>
            <TimeChip
              time={time}
              unit={course.Unit}
              href={href(chipHref(search, { ClubId: club.clubId, CourseId: course.CourseId }, time))}
              where={where}
              texts={texts}
            />
          </li>
        ))}
      </ul>
      {course.Times.length > FIRST_CHIPS && (
        <button type="button" className={classes.more} onClick={() => setAll(!all)} aria-expanded={all}>
          {all ? t('teeTimeSearch.fewerTimes') : t('teeTimeSearch.allTimes', { count: course.Times.length })}
        </button>
      )}
    </div>
  );
}
