import { type Profile, type ProfileUpdate, ZProfileUpdate } from '@fairway/contracts';
import {
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../components/error-banner';
import { apiErrorText, fieldErrorTexts } from '../../../i18n/api-errors';
import { isApiRequestError } from '../../../lib/api-client';
import { zodFieldErrors } from '../../../lib/zod-field-errors';
import { ACCESSIBLE_COLOUR } from '../../../themes/accessible-colours';
import { useProfile, useUpdateProfile } from '../api/account-api';

type DetailsValues = Omit<ProfileUpdate, 'handicap' | 'gender'> & {
  handicap: number | string;
  gender: string;
};

const valuesOf = (p: Profile): DetailsValues => ({
  firstName: p.firstName,
  surname: p.surname,
  address1: p.address1,
  address2: p.address2,
  town: p.town,
  postcode: p.postcode,
  dateOfBirth: p.dateOfBirth,
  gender: p.gender,
  handicap: p.handicap ?? '',
  mobile: p.mobile,
  otherPhone: p.otherPhone,
});

const toBody = (v: DetailsValues) => ({
  ...v,
  handicap: v.handicap === '' ? null : Number(v.handicap),
});

/** The Details view: club-discovery §3 account details, validated with the contract's schema. */
export function DetailsView() {
  const profile = useProfile();
  if (profile.isPending) {
    return (
      <Stack gap="md" aria-hidden>
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder rows
          <Skeleton key={i} height={56} />
        ))}
      </Stack>
    );
  }
  if (profile.isError) return <ProfileError error={profile.error} />;
  return <DetailsForm profile={profile.data} />;
}

function ProfileError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return <ErrorBanner>{apiErrorText(t, error)}</ErrorBanner>;
}

function DetailsForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const [saved, setSaved] = useState(false);
  const form = useForm<DetailsValues>({
    initialValues: valuesOf(profile),
    validate: (values) => fieldErrorTexts(t, zodFieldErrors(ZProfileUpdate, toBody(values))),
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the saved profile changes
  useEffect(() => form.setInitialValues(valuesOf(profile)), [profile]);

  const submit = form.onSubmit(async (values) => {
    setSaved(false);
    try {
      const profileSaved = await update.mutateAsync(ZProfileUpdate.parse(toBody(values)));
      form.setValues(valuesOf(profileSaved));
      form.resetDirty(valuesOf(profileSaved));
      setSaved(true);
    } catch (error) {
      form.setErrors(fieldErrorTexts(t, isApiRequestError(error) ? error.error.fields : undefined));
    }
  });
  const input = (field: Exclude<keyof DetailsValues, 'firstName' | 'surname'>) => ({
    ...form.getInputProps(field),
    label: t(`account.details.${field}`),
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('account.view.details')}>
      <Stack gap="md">
        {update.isError && !isApiRequestError(update.error) && (
          <ErrorBanner>{t('errors.generic')}</ErrorBanner>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {/* The registration's labels and rules: First Name, Surname (US: Last Name). */}
          <TextInput
            {...form.getInputProps('firstName')}
            label={t('common.firstName')}
            autoComplete="given-name"
            required
          />
          <TextInput
            {...form.getInputProps('surname')}
            label={t('common.surname')}
            autoComplete="family-name"
            required
          />
          <TextInput label={t('account.details.email')} value={profile.email} readOnly />
          <TextInput autoComplete="address-line1" {...input('address1')} />
          <TextInput autoComplete="address-line2" {...input('address2')} />
          <TextInput autoComplete="address-level2" {...input('town')} />
          <TextInput autoComplete="postal-code" {...input('postcode')} />
          <TextInput type="date" autoComplete="bday" {...input('dateOfBirth')} />
          <Select
            {...input('gender')}
            data={[
              { value: 'male', label: t('account.details.male') },
              { value: 'female', label: t('account.details.female') },
            ]}
            clearable
            onChange={(value) => form.setFieldValue('gender', value ?? '')}
            value={form.values.gender || null}
          />
          <NumberInput {...input('handicap')} decimalScale={1} step={0.1} min={-10} max={54} />
          <TextInput type="tel" autoComplete="tel" required {...input('mobile')} />
          <TextInput type="tel" {...input('otherPhone')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <div>
            <Text size="sm" fw={500}>
              {t('account.details.homeClub')}
            </Text>
            <Text>{profile.homeClubName}</Text>
          </div>
          <div>
            <Text size="sm" fw={500}>
              {t('account.details.membershipExpires')}
            </Text>
            <Text>
              {profile.membershipExpires
                ? dayjs(profile.membershipExpires).format('D MMMM YYYY')
                : t('account.details.noExpiry')}
            </Text>
          </div>
        </SimpleGrid>
        <Group justify="flex-end">
          <Text role="status" c={ACCESSIBLE_COLOUR.success} size="sm">
            {saved ? t('account.details.saved') : ''}
          </Text>
          <Button type="submit" loading={update.isPending}>
            {t('account.details.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
