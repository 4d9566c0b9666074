import { type RegisterBody, ZRegisterBody } from '@fairway/contracts';
import { Anchor, Button, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ErrorBanner } from '../../../components/error-banner';
import { fieldErrorTexts } from '../../../i18n/api-errors';
import { isApiRequestError } from '../../../lib/api-client';
import { appPaths, safeReturnUrl } from '../../../lib/paths';
import { zodFieldErrors } from '../../../lib/zod-field-errors';
import { useClubContent, useShownClubId } from '../../clubs';
import { useRegister } from '../api/register';
import { useClubRouteOverride } from '../hooks/use-club-route-override';
import { AuthCard } from './auth-card';

type RegisterValues = Omit<RegisterBody, 'clubId' | 'referralEmail'> & { referralEmail: string };

const LABEL_KEYS = {
  firstName: 'register.firstName',
  surname: 'register.surname',
  phone: 'register.phone',
  email: 'register.email',
  password: 'register.password',
  confirmPassword: 'register.confirmPassword',
  referralEmail: 'register.referralEmail',
} as const;

/** /register/{id}: the registration form of club-discovery §3 and §5. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  useClubRouteOverride(id);
  const clubId = useShownClubId();
  const content = useClubContent(clubId).data;
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const register = useRegister();

  const toBody = (v: RegisterValues): RegisterBody => ({
    ...v,
    clubId,
    referralEmail: v.referralEmail || undefined,
  });
  const form = useForm<RegisterValues>({
    initialValues: {
      firstName: '',
      surname: '',
      phone: '',
      email: '',
      password: '',
      confirmPassword: '',
      referralEmail: '',
    },
    validate: (values) => {
      return fieldErrorTexts(t, zodFieldErrors(ZRegisterBody, toBody(values)));
    },
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await register.mutateAsync(toBody(values));
      await navigate(safeReturnUrl(searchParams.get('returnUrl')), { replace: true });
    } catch (error) {
      form.setErrors(fieldErrorTexts(t, isApiRequestError(error) ? error.error.fields : undefined));
    }
  });

  const input = (field: keyof typeof LABEL_KEYS) => ({
    ...form.getInputProps(field),
    label: t(LABEL_KEYS[field]),
  });

  return (
    <AuthCard
      clubName={content?.clubName ?? ''}
      heading={t('register.heading')}
      intro={content?.registerText}
    >
      <form onSubmit={submit} noValidate aria-label={t('register.heading')}>
        <Stack gap="sm">
          {register.isError && <ErrorBanner>{t('errors.REGISTRATION_FAILED')}</ErrorBanner>}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput {...input('firstName')} autoComplete="given-name" required />
            <TextInput {...input('surname')} autoComplete="family-name" required />
          </SimpleGrid>
          <TextInput {...input('phone')} type="tel" autoComplete="tel" required />
          <TextInput {...input('email')} type="email" autoComplete="email" required />
          <PasswordInput
            {...input('password')}
            description={t('register.passwordHint')}
            autoComplete="new-password"
            required
            visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
          />
          <PasswordInput
            {...input('confirmPassword')}
            autoComplete="new-password"
            required
            visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
          />
          <TextInput {...input('referralEmail')} type="email" autoComplete="off" />
          <Button type="submit" loading={register.isPending} fullWidth mt="xs">
            {t('register.submit')}
          </Button>
          <Text size="sm" ta="center">
            {t('register.haveAccount')}{' '}
            <Anchor
              component={Link}
              to={appPaths.clubLogin(
                content?.clubName ?? String(clubId),
                clubId,
                searchParams.get('returnUrl') ?? undefined,
              )}
              fw={600}
            >
              {t('register.login')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
