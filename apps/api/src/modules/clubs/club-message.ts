import type { ClubContent, ClubMessage } from '@fairway/contracts';

/**
 * The dashboard message of a club on a channel. Channel 1 (the only one the web app asks for) is the
 * dashboard; some clubs keep a single `dashboardMessage` instead of `message`.
 */
export function clubMessageOf(content: ClubContent): ClubMessage {
  return {
    title: content.dashboard.title ?? content.clubName,
    message: content.dashboard.message ?? content.dashboard.dashboardMessage ?? '',
  };
}
