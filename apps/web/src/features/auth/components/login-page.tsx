import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ErrorBanner } from '../../../components/error-banner';
import { isApiRequestError } from '../../../lib/api-client';
import { appPaths, safeReturnUrl } from '../../../lib/paths';
import { ACCESSIBLE_COLOUR } from '../../../themes/accessible-colours';
import { useClubContent, useShownClubId } from '../../clubs';
import { useLogin } from '../api/login';
import { useClubRouteOverride } from '../hooks/use-club-route-override';
import { AuthCard } from './auth-card';

/** Too many strangers' guesses at this account, and this browser has not signed in to it before. */
const isLockedOut = (error: unknown) => isApiRequestError(error) && error.error.code === 'LOGIN_LOCKED';

function failureKey(error: unknown): string {
  if (!isApiRequestError(error)) return 'errors.generic';
  if (error.error.code === 'RATE_LIMITED') return 'errors.RATE_LIMITED';
  if (error.error.code === 'LOGIN_LOCKED') return 'errors.LOGIN_LOCKED';
  // Any other refusal of a sign-in reads as the catalogue's one login failure text (member-area §8).
  return error.status < 500 ? 'errors.LOGIN_FAILED' : 'errors.generic';
}

/** /login and /login/{clubName}/{clubId}: the latter is themed by that club. */
export default function LoginPage() {
  const { t } = useTranslation();
  const { clubId } = useParams();
  useClubRouteOverride(clubId);
  const shownClubId = useShownClubId();
  const content = useClubContent(shownClubId).data;
  const [searchParams] = useSearchParams();
  // The club named in the URL goes with the member to the other sign-in pages, which keep its branding.
  const routeClubId = clubId === undefined ? undefined : shownClubId;
  const accountDeleted = searchParams.get('accountDeleted') === '1';
  const navigate = useNavigate();
  const login = useLogin();
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: {
      email: (v) => (v.trim() ? null : t('validation.email')),
      password: (v) => (v ? null : t('validation.password')),
    },
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const result = await login.mutateAsync(values);
      if (!result.ok) {
        // Two-factor sign-in is on: the 2FA page takes the code (member-area §2).
        await navigate(appPaths.twoFactor(result.tfaToken, false, routeClubId));
        return;
      }
      await navigate(safeReturnUrl(searchParams.get('returnUrl')), { replace: true });
    } catch {
      // The alert below shows the failure.
    }
  });

  return (
    <AuthCard clubName={content?.clubName ?? ''} heading={t('login.heading')} intro={content?.loginText}>
      <form onSubmit={submit} noValidate aria-label={t('login.heading')}>
        <Stack gap="sm">
          {accountDeleted && !login.isError && (
            <Alert
              role="status"
              color="green"
              variant="light"
              title={t('login.accountDeletedTitle')}
              styles={{
                title: { color: ACCESSIBLE_COLOUR.success },
                message: { color: 'var(--mantine-color-gray-9)' },
              }}
            >
              {t('login.accountDeleted')}
            </Alert>
          )}
          {login.isError && (
            <ErrorBanner>
              {t(failureKey(login.error))}
              {isLockedOut(login.error) && (
                <>
                  {' '}
                  <Anchor component={Link} to={appPaths.magicLink(routeClubId)} size="sm" fw={600}>
                    {t('login.lockedMagicLink')}
                  </Anchor>
                </>
              )}
            </ErrorBanner>
          )}
          <TextInput
            label={t('login.email')}
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label={t('login.password')}
            autoComplete="current-password"
            required
            visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
            {...form.getInputProps('password')}
          />
          <Button type="submit" loading={login.isPending} fullWidth mt="xs">
            {t('login.submit')}
          </Button>
          <Anchor component={Link} to={appPaths.magicLink(routeClubId)} size="sm" ta="center">
            {t('account.magicLink.offer')}
          </Anchor>
          <Text size="sm" ta="center">
            {t('login.noAccount')}{' '}
            <Anchor
              component={Link}
              to={appPaths.register(shownClubId, searchParams.get('returnUrl') ?? undefined)}
              fw={600}
            >
              {t('login.register')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
