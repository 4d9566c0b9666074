import { Container } from '@mantine/core';
import type { ComponentType } from 'react';
import BallotScreen from './ballots/ballot-page';
import BallotsScreen from './ballots/ballots-page';
import { ClubPicker } from './club-picker';
import ContentScreen from './content/content-page';
import StaffMemberScreen from './staff-member-page';
import StaffQueueScreen from './staff-queue-page';
import WaitlistScreen from './waitlist/waitlist-page';

/** A console screen under the club picker that says (and for network staff chooses) its club. */
function withClubBar(Screen: ComponentType): ComponentType {
  return function ConsoleScreen() {
    return (
      <>
        <Container size="md" px={0} mb="md">
          <ClubPicker />
        </Container>
        <Screen />
      </>
    );
  };
}

/*
 * The console's screens in one lazy chunk: staff move between them, and one entry instead of six keeps
 * the Mantine pieces only they use (the picker's combobox, tabs, colour input) out of the `ui` chunk
 * that every member screen loads (vite.config.ts).
 */
export const QueuePage = withClubBar(StaffQueueScreen);
export const MemberPage = withClubBar(StaffMemberScreen);
export const ContentPage = withClubBar(ContentScreen);
export const BallotsPage = withClubBar(BallotsScreen);
export const BallotPage = withClubBar(BallotScreen);
export const WaitlistPage = withClubBar(WaitlistScreen);
