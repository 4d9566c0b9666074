import type { PaymentResult } from '@fairway/contracts';
import { Button, Checkbox, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../components/error-banner';
import { apiErrorText, fieldErrorTexts } from '../../../i18n/api-errors';
import { isApiRequestError } from '../../../lib/api-client';
import { usePay } from '../hooks/use-pay';

interface CardFormProps {
  /** The amount on the Pay button, already formatted. */
  amount: string;
  onPaid: (result: PaymentResult) => void;
  /** The endpoint paid (paying arrears); the basket's by default. */
  payPath?: string;
  /** Offer "Save my card for automatic renewal" (sent as SaveCard). */
  offerSaveCard?: boolean;
}

const digits = (value: string) => value.replace(/[^0-9]/g, '');

/** The sandbox card form: number, expiry month and year, CVC, and Pay. The API checks the card. */
export function CardForm({ amount, onPaid, payPath, offerSaveCard = false }: CardFormProps) {
  const { t } = useTranslation();
  const { mutation, pay } = usePay(payPath);
  const [saveCard, setSaveCard] = useState(false);
  const [card, setCard] = useState({ number: '', month: '', year: '', cvc: '' });
  const fields = isApiRequestError(mutation.error) ? fieldErrorTexts(t, mutation.error.error.fields) : {};
  const field = (name: keyof typeof card) => ({
    value: card[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      const value = e.currentTarget.value;
      setCard((c) => ({ ...c, [name]: value }));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    pay(
      {
        Card: {
          Number: card.number.trim(),
          ExpMonth: Number(digits(card.month)) || 0,
          ExpYear: normaliseYear(digits(card.year)),
          Cvc: digits(card.cvc),
        },
        ...(offerSaveCard && saveCard ? { SaveCard: true } : {}),
      },
      onPaid,
    );
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="card-form-title">
      <form onSubmit={submit} noValidate aria-labelledby="card-form-title">
        <Stack gap="sm">
          <Title order={2} size="h3" id="card-form-title">
            {t('checkout.cardTitle')}
          </Title>
          {mutation.isError && <ErrorBanner>{apiErrorText(t, mutation.error)}</ErrorBanner>}
          {offerSaveCard && (
            <Checkbox
              label={t('checkout.saveCard')}
              checked={saveCard}
              onChange={(e) => setSaveCard(e.currentTarget.checked)}
            />
          )}
          <TextInput
            label={t('checkout.cardNumber')}
            inputMode="numeric"
            autoComplete="cc-number"
            required
            error={fields['Card.Number']}
            {...field('number')}
          />
          <Group grow align="flex-start">
            <TextInput
              label={t('checkout.expMonth')}
              placeholder="MM"
              inputMode="numeric"
              autoComplete="cc-exp-month"
              maxLength={2}
              required
              error={fields['Card.ExpMonth']}
              {...field('month')}
            />
            <TextInput
              label={t('checkout.expYear')}
              placeholder="YYYY"
              inputMode="numeric"
              autoComplete="cc-exp-year"
              maxLength={4}
              required
              error={fields['Card.ExpYear']}
              {...field('year')}
            />
            <TextInput
              label={t('checkout.cvc')}
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={4}
              required
              error={fields['Card.Cvc']}
              {...field('cvc')}
            />
          </Group>
          <Button type="submit" loading={mutation.isPending} size="md">
            {t('checkout.pay', { amount })}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

/** Two-digit years read as this century's (27 → 2027). */
function normaliseYear(value: string): number {
  const year = Number(value) || 0;
  return value.length === 2 ? 2000 + year : year;
}
