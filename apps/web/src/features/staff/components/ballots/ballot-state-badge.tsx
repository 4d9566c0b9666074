import type { StaffBallot } from '@fairway/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLOURS = { Open: 'blue', Drawing: 'yellow', Drawn: 'green' } as const;

export function BallotStateBadge({ state }: { state: StaffBallot['State'] }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOURS[state]} variant="light" c="dark.9">
      {t(`staffConsole.ballots.state.${state}`)}
    </Badge>
  );
}
