import { Button, Group, NumberInput, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../i18n/api-errors';
import { useCreditPoints } from '../api/staff-queries';

type Balance = 'Home' | 'OpenPlay';

/** Staff credit Home points or an Open Play lot with a reason (ledger type Point Credit). */
export function PointCreditForm({ memberGuid }: { memberGuid: string }) {
  const { t } = useTranslation();
  const credit = useCreditPoints(memberGuid);
  const [balance, setBalance] = useState<Balance>('Home');
  const [points, setPoints] = useState<number | string>('');
  const [reason, setReason] = useState('');
  return (
    <Stack gap="sm" component="section" aria-labelledby="staff-credit">
      <Title order={2} size="h3" id="staff-credit">
        {t('staff.credit')}
      </Title>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          credit.mutate(
            { Balance: balance, Points: Number(points), Reason: reason.trim() },
            {
              onSuccess: () => {
                setPoints('');
                setReason('');
              },
            },
          );
        }}
      >
        <Group align="flex-end" wrap="wrap">
          <Select
            label={t('staff.creditBalance')}
            data={[
              { value: 'Home', label: t('staff.creditHome') },
              { value: 'OpenPlay', label: t('staff.creditOpenPlay') },
            ]}
            value={balance}
            allowDeselect={false}
            onChange={(value) => setBalance((value as Balance | null) ?? 'Home')}
            w={{ base: '100%', xs: 260 }}
          />
          <NumberInput
            label={t('staff.creditPoints')}
            value={points}
            onChange={setPoints}
            min={1}
            max={100_000}
            allowDecimal={false}
            allowNegative={false}
            required
            w={{ base: '100%', xs: 120 }}
          />
          <TextInput
            label={t('staff.creditReason')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            minLength={3}
            maxLength={200}
            required
            w={{ base: '100%', xs: 280 }}
          />
          <Button type="submit" loading={credit.isPending}>
            {t('staff.creditSubmit')}
          </Button>
        </Group>
      </form>
      {credit.isSuccess && (
        <Text size="sm" role="status">
          {t('staff.credited', { count: credit.variables.Points })}
        </Text>
      )}
      {credit.isError && (
        <Text size="sm" c="red.9" role="alert">
          {apiErrorText(t, credit.error)}
        </Text>
      )}
    </Stack>
  );
}
