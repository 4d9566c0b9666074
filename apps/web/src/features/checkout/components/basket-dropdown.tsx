import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorBanner } from '../../../components/error-banner';
import { apiErrorText } from '../../../i18n/api-errors';
import { appPaths } from '../../../lib/paths';
import { useEmptyBasket } from '../api/empty-basket';
import { useBasket } from '../api/get-basket';
import { formatPrice } from '../lib/checkout-rules';
import { RenewalDateNote } from './renewal-date-note';

interface BasketDropdownProps {
  opened: boolean;
  id: string;
  onClose: (returnFocus: boolean) => void;
  /** The button that toggles the dropdown: a press on it is not a click outside. */
  anchor: RefObject<HTMLElement | null>;
}

/** The basket dropdown of member-area §2: titled Basket; Empty, or the item with Remove and Checkout. */
export default function BasketDropdown({ opened, id, onClose, anchor }: BasketDropdownProps) {
  const { t, i18n } = useTranslation();
  const item = useBasket().data?.Items[0];
  const remove = useEmptyBasket();
  const heading = useRef<HTMLHeadingElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!opened) return;
    heading.current?.focus();
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !anchor.current?.contains(target)) onClose(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [opened, onClose, anchor]);
  if (!opened) return null;

  return (
    <Paper
      ref={panel}
      id={id}
      role="dialog"
      aria-labelledby={`${id}-title`}
      shadow="md"
      withBorder
      p="md"
      radius="md"
      pos="fixed"
      top={64}
      right={8}
      w={320}
      maw="calc(100vw - 16px)"
      style={{ zIndex: 300 }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose(true);
      }}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id={`${id}-title`} ref={heading} tabIndex={-1}>
          {t('basket.title')}
        </Title>
        {item ? (
          <>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div>
                <Text fw={600}>{item.PackageName}</Text>
                <Text size="sm" c="gray.7">
                  {item.ClubName}
                </Text>
              </div>
              <Text fw={700}>{formatPrice(item.NewPrice, item.Currency, i18n.language)}</Text>
            </Group>
            <RenewalDateNote item={item} />
            {remove.isError && <ErrorBanner>{apiErrorText(t, remove.error)}</ErrorBanner>}
            <Group justify="space-between">
              <Anchor component="button" type="button" size="sm" onClick={() => remove.mutate()}>
                {t('basket.remove')}
              </Anchor>
              <Button component={Link} to={appPaths.checkout()} onClick={() => onClose(false)}>
                {t('basket.checkout')}
              </Button>
            </Group>
          </>
        ) : (
          <Text>{t('basket.empty')}</Text>
        )}
      </Stack>
    </Paper>
  );
}
