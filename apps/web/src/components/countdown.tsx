import { Text } from '@mantine/core';
import { clock, useSecondsLeft } from '../lib/countdown';

/**
 * The time left on a hold or an offer, ticking each second: a timer (not announced each tick; its label
 * says what runs out). Dark text: inside a toast the body's own colour is too light for small text (axe contrast).
 */
export function Countdown({ expiresAt, label }: { expiresAt: string; label: string }) {
  const left = useSecondsLeft(expiresAt);
  return (
    <Text size="sm" c="gray.9">
      {label}{' '}
      <Text span fw={700} ff="monospace" role="timer">
        {clock(left)}
      </Text>
    </Text>
  );
}
