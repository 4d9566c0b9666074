import type { ClubContent } from '@fairway/contracts';
import { NETWORK_CLUBS_TOKEN } from '@fairway/contracts/constants';

type Copy = Pick<ClubContent, 'introduction' | 'explainerImages'>;

/** Whether a club's landing copy says the network's club count (and so waits for it). */
export function needsNetworkCount(content: Copy): boolean {
  return JSON.stringify([content.introduction, content.explainerImages ?? []]).includes(NETWORK_CLUBS_TOKEN);
}

/**
 * The landing copy with the network's club count where its texts say {{networkClubs}} (issue 26 §11): the
 * figure is the one explore counts, so "251 clubs" here is "of 251 clubs" there, never a number typed once.
 */
export function withNetworkCount<T extends Copy>(content: T, clubs: string): T {
  const fill = (text: string) => text.split(NETWORK_CLUBS_TOKEN).join(clubs);
  return {
    ...content,
    introduction: fill(content.introduction),
    explainerImages: content.explainerImages?.map((panel) => ({
      ...panel,
      title: fill(panel.title),
      desc: fill(panel.desc),
    })),
  };
}
