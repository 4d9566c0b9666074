import fs from 'node:fs';
import path from 'node:path';
import { type ClubContent, ZClubContent } from '@fairway/contracts';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConsoleTexts } from '../../../../i18n/texts';
import { createQueryClient } from '../../../../lib/query-client';
import { testClubContent } from '../../../../test/club-content';
import { stubResizeObserver } from '../../../../test/observers';
import type { DocPath } from '../../lib/document-path';
import { ContentEditor } from './content-editor';
import { DocFieldObserver } from './editor-context';

/** Every document path a field of the editor's form reads, list indexes as `*` (`faqs.*.question`). */
const offered = new Set<string>();
const keyOf = (p: DocPath) => p.map((part) => (typeof part === 'number' ? '*' : part)).join('.');

const SRC = path.resolve(import.meta.dirname, '../../../../..');
const REPO = path.resolve(SRC, '../..');

/**
 * Where each field the content editor offers shows (issue 44 item 10: a "Tee times message" that saved
 * but showed nowhere). `file` (from the repository's root) must read the field as `reads` says: a field
 * nothing reads fails here.
 */
const SHOWN: Record<string, { where: string; file: string; reads: string }> = {
  clubName: {
    where: 'the top bar',
    file: 'apps/web/src/app/layout/use-layout-data.ts',
    reads: 'content?.clubName',
  },
  clubNameShort: {
    where: 'the top bar on a phone',
    file: 'apps/web/src/app/layout/app-layout.tsx',
    reads: 'content?.clubNameShort',
  },
  telephone: {
    where: 'the club pages’ details card',
    file: 'apps/web/src/features/club-pages/components/club-details-card.tsx',
    reads: '.telephone',
  },
  email: {
    where: 'the club pages’ details card',
    file: 'apps/web/src/features/club-pages/components/club-details-card.tsx',
    reads: '.email',
  },
  introduction: {
    where: 'the club landing',
    file: 'apps/web/src/features/club-pages/components/landing-sections.tsx',
    reads: '.introduction',
  },
  loginText: {
    where: 'the club’s login page',
    file: 'apps/web/src/features/auth/components/login-page.tsx',
    reads: 'content?.loginText',
  },
  registerText: {
    where: 'the club’s registration page',
    file: 'apps/web/src/features/auth/components/register-page.tsx',
    reads: 'registerText',
  },
  'dashboard.title': {
    where: 'the dashboard message (its title)',
    file: 'apps/api/src/modules/clubs/club-message.ts',
    reads: 'content.dashboard.title',
  },
  'dashboard.message': {
    where: 'the dashboard message',
    file: 'apps/api/src/modules/clubs/club-message.ts',
    reads: 'content.dashboard.message',
  },
  'dashboard.teeTimesMessage': {
    where: 'the tee-time screen',
    file: 'apps/web/src/features/teetimes/lib/facility.ts',
    reads: 'content?.dashboard.teeTimesMessage',
  },
  notesTitle: {
    where: 'the tee-time booking form’s notes',
    file: 'apps/web/src/features/teetimes/lib/facility.ts',
    reads: 'notesTitle',
  },
  'renew.title': {
    where: 'the Renew tab',
    file: 'apps/web/src/features/checkout/components/renew-panel.tsx',
    reads: 'renew.title',
  },
  'renew.body': {
    where: 'the Renew tab',
    file: 'apps/web/src/features/checkout/components/renew-panel.tsx',
    reads: 'renew.body',
  },
  'topup.title': {
    where: 'the Top-up tab',
    file: 'apps/web/src/features/dashboard/components/dashboard-page.tsx',
    reads: 'topup.title',
  },
  disablePoints: {
    where: 'balances in rounds (top bar, landing)',
    file: 'apps/web/src/app/layout/app-layout.tsx',
    reads: 'disablePoints',
  },
  disableCheckout: {
    where: 'menus and dashboard without buying',
    file: 'apps/web/src/features/clubs/hooks/use-club-switches.ts',
    reads: 'disableCheckout',
  },
  disableLanding: {
    where: 'the club landing',
    file: 'apps/web/src/features/club-pages/components/club-landing-page.tsx',
    reads: 'disableLanding',
  },
  showContactInsteadOfHelp: {
    where: 'the menu (Contact Us)',
    file: 'apps/web/src/app/layout/use-layout-data.ts',
    reads: 'showContactInsteadOfHelp',
  },
  lowPointsNoticeEligible: {
    where: 'the dashboard’s low-points notice',
    file: 'apps/web/src/features/dashboard/components/membership-banners.ts',
    reads: 'lowPointsNoticeEligible',
  },
  notesRequired: {
    where: 'the tee-time booking form',
    file: 'apps/web/src/features/teetimes/components/slot-booking-screen.tsx',
    reads: 'notesRequired',
  },
  'booking.holdMinutes': {
    where: 'the party-hold invitation',
    file: 'apps/api/src/modules/notifications/texts.ts',
    reads: 'holdMinutes',
  },
  'waitlist.offerMinutes': {
    where: 'the waitlist offer',
    file: 'apps/api/src/modules/notifications/texts.ts',
    reads: 'offerMinutes',
  },
  'ballots.*.courseId': {
    where: 'the tee-time screen’s ballot panel',
    file: 'apps/api/src/domain/ballot-windows.ts',
    reads: 'courseId',
  },
  'ballots.*.weekdays': {
    where: 'the tee-time screen’s ballot panel',
    file: 'apps/api/src/domain/ballot-windows.ts',
    reads: 'weekdays',
  },
  'ballots.*.from': {
    where: 'the slots “In the ballot”',
    file: 'apps/api/src/domain/ballot-windows.ts',
    reads: '.from',
  },
  'ballots.*.to': {
    where: 'the slots “In the ballot”',
    file: 'apps/api/src/domain/ballot-windows.ts',
    reads: '.to',
  },
  'ballots.*.drawAt': {
    where: 'the ballot panel’s draw date',
    file: 'apps/api/src/domain/ballot-windows.ts',
    reads: 'drawAt',
  },
  'ballots.*.opensDaysAhead': {
    where: 'the ballot panel',
    file: 'apps/api/src/domain/ballot-windows.ts',
    reads: 'opensDaysAhead',
  },
  'ballots.*.drawDaysAhead': {
    where: 'the ballot panel’s draw date',
    file: 'apps/api/src/domain/ballot-windows.ts',
    reads: 'drawDaysAhead',
  },
  'faqs.*.question': {
    where: 'the Help page',
    file: 'apps/web/src/features/club-pages/lib/faq.ts',
    reads: 'club.faqs',
  },
  'faqs.*.answer': {
    where: 'the Help page',
    file: 'apps/web/src/features/club-pages/lib/faq.ts',
    reads: 'club.faqs',
  },
  'theme.primaryColor': {
    where: 'every screen’s brand colour',
    file: 'apps/web/src/themes/mantine-theme.ts',
    reads: 'tokens.primaryColor',
  },
  'theme.accentColor': {
    where: 'the rule under the top bar',
    file: 'apps/web/src/themes/mantine-theme.ts',
    reads: 'tokens.accentColor',
  },
  'theme.radius': {
    where: 'every screen’s corners',
    file: 'apps/web/src/themes/mantine-theme.ts',
    reads: 'tokens.radius',
  },
  'theme.buddiesText': {
    where: 'the buddies pages and Help',
    file: 'apps/web/src/features/club-pages/lib/faq.ts',
    reads: 'theme.buddiesText',
  },
  'theme.buddiesTextPlural': {
    where: 'the menu’s buddies word',
    file: 'apps/web/src/app/layout/use-layout-data.ts',
    reads: 'buddiesTextPlural',
  },
};

beforeAll(() => loadConsoleTexts());
afterEach(() => cleanup());

/** A document with one of each list the form edits, so every list field is drawn. */
function document(): ClubContent {
  return ZClubContent.parse(
    testClubContent({
      faqs: [{ question: 'Where do I park?', answer: 'Behind the clubhouse.' }],
      theme: {
        primaryColor: '#14532d',
        accentColor: '#b45309',
        fontFamily: 'Arial, sans-serif',
        fonts: [],
        radius: 'md',
        logoUrl: null,
        faviconUrl: null,
        buddiesText: 'Buddy',
        buddiesTextPlural: 'Buddies',
      },
      ballots: [
        {
          courseId: 15101,
          weekdays: [6],
          from: '07:00',
          to: '09:00',
          opensDaysAhead: 14,
          drawDaysAhead: 7,
          drawAt: '19:00',
        },
      ],
    }),
  );
}

describe('every field the content editor offers shows somewhere (issue 44 item 10)', {
  timeout: 30_000,
}, () => {
  it('walks the form’s fields: each is in the table of where it shows, and that code reads it', () => {
    stubResizeObserver();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MantineProvider env="test">
          <DocFieldObserver.Provider value={(p) => offered.add(keyOf(p))}>
            <ContentEditor
              clubId={151}
              initial={document()}
              courses={[{ Id: 15101, Name: 'Championship', FacilityType: 0 as const }]}
            />
          </DocFieldObserver.Provider>
        </MantineProvider>
      </QueryClientProvider>,
    );
    // The form draws the tee-times message and the help page's questions, among the rest.
    expect(offered).toContain('dashboard.teeTimesMessage');
    expect(offered).toContain('faqs.*.question');
    expect(offered.size).toBeGreaterThan(25);
    expect([...offered].filter((field) => !(field in SHOWN))).toEqual([]);
    for (const field of offered) {
      const { file, reads } = SHOWN[field]!;
      const text = fs.readFileSync(path.join(REPO, file), 'utf8');
      expect(text.includes(reads), `${field}: ${file} reads ${reads}`).toBe(true);
    }
  });
});
