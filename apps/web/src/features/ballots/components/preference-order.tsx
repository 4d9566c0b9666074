import { ActionIcon, Group, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { movePreference } from '../lib/entry-validation';

type Move = 'up' | 'down' | 'remove';

/**
 * The picked times in order of preference, each movable up or down and removable by keyboard. Moving a row
 * re-inserts its node, which drops the focus: the pressed button (or, at an end, its sibling) takes it back.
 */
export function PreferenceOrder({
  preferences,
  onChange,
}: {
  preferences: string[];
  onChange: (next: string[]) => void;
}) {
  const { t } = useTranslation();
  const list = useRef<HTMLOListElement>(null);
  const [refocus, setRefocus] = useState<{ time: string; move: Move } | null>(null);
  useEffect(() => {
    if (!refocus || !list.current) return;
    const at = preferences.indexOf(refocus.time);
    const button = (time: string | undefined, move: Move) =>
      list.current?.querySelector<HTMLButtonElement>(`[data-time="${time}"][data-move="${move}"]`);
    const target =
      refocus.move === 'remove'
        ? (button(preferences[at], 'remove') ?? button(preferences[preferences.length - 1], 'remove'))
        : [
            button(refocus.time, refocus.move),
            button(refocus.time, refocus.move === 'up' ? 'down' : 'up'),
          ].find((b) => b && !b.disabled);
    target?.focus();
    setRefocus(null);
  }, [refocus, preferences]);

  if (preferences.length === 0) return null;
  const act = (time: string, move: Move) => {
    const at = preferences.indexOf(time);
    if (move === 'remove') {
      onChange(preferences.filter((x) => x !== time));
      // The row that takes the removed one's place keeps the focus on its own Remove.
      setRefocus({ time: preferences[at + 1] ?? preferences[at - 1] ?? '', move });
    } else {
      onChange(movePreference(preferences, time, move === 'up' ? -1 : 1));
      setRefocus({ time, move });
    }
  };
  return (
    <div>
      <Text size="sm" fw={700} id="ballot-order-label">
        {t('ballots.orderLabel')}
      </Text>
      <ol
        ref={list}
        aria-labelledby="ballot-order-label"
        style={{ margin: 0, paddingLeft: 0, listStyle: 'none' }}
      >
        {preferences.map((time, i) => (
          <li key={time}>
            <Group gap="xs" py={2} wrap="nowrap">
              <Text size="sm" fw={700} w={80}>
                {t('ballots.preferenceRank', { rank: i + 1, time })}
              </Text>
              <ActionIcon
                variant="default"
                size="lg"
                data-time={time}
                data-move="up"
                disabled={i === 0}
                aria-label={t('ballots.moveUp', { time })}
                onClick={() => act(time, 'up')}
              >
                <IconArrowUp size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="default"
                size="lg"
                data-time={time}
                data-move="down"
                disabled={i === preferences.length - 1}
                aria-label={t('ballots.moveDown', { time })}
                onClick={() => act(time, 'down')}
              >
                <IconArrowDown size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="default"
                size="lg"
                data-time={time}
                data-move="remove"
                aria-label={t('ballots.removeTime', { time })}
                onClick={() => act(time, 'remove')}
              >
                <IconX size={16} aria-hidden />
              </ActionIcon>
            </Group>
          </li>
        ))}
      </ol>
    </div>
  );
}
