import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorBanner } from '../../../components/error-banner';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { apiErrorText } from '../../../i18n/api-errors';
import { appPaths } from '../../../lib/paths';
import { useClubContent, useShownClubId } from '../../clubs';
import { useRequestMagicLink, useVerifyMagicLink } from '../api/sign-in-options';
import { useClubRouteOverride } from '../hooks/use-club-route-override';
import { AuthCard, loginPath } from './auth-card';

/** /magiclink: ask for a sign-in link by e-mail; /magiclink?token=… (the e-mailed link) signs in. */
export default function MagicLinkPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  // The club whose login led here (?clubId=) keeps its branding on this page.
  const clubParam = searchParams.get('clubId') ?? undefined;
  useClubRouteOverride(clubParam);
  const shownClubId = useShownClubId();
  const content = useClubContent(shownClubId).data;
  const routeClubId = clubParam === undefined ? undefined : shownClubId;
  const token = searchParams.get('token');
  return (
    <AuthCard clubName={content?.clubName ?? ''} heading={t('account.magicLink.heading')}>
      {token ? <FollowLink token={token} /> : <RequestLink />}
      <Anchor component={Link} to={loginPath(content?.clubName, routeClubId)} size="sm" ta="center">
        {t('account.magicLink.backToLogin')}
      </Anchor>
    </AuthCard>
  );
}

function RequestLink() {
  const { t } = useTranslation();
  const request = useRequestMagicLink();
  const form = useForm({
    initialValues: { email: '' },
    validate: { email: (v) => (/^\S+@\S+\.\S+$/.test(v.trim()) ? null : t('validation.email')) },
  });
  if (request.isSuccess) {
    return <Text role="status">{t('account.magicLink.sent')}</Text>;
  }
  return (
    <form
      onSubmit={form.onSubmit((values) => request.mutate(values.email.trim()))}
      noValidate
      aria-label={t('account.magicLink.heading')}
    >
      <Stack gap="sm">
        <Text size="sm">{t('account.magicLink.intro')}</Text>
        {request.isError && <ErrorBanner>{apiErrorText(t, request.error)}</ErrorBanner>}
        <TextInput
          label={t('login.email')}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <Button type="submit" loading={request.isPending} fullWidth>
          {t('account.magicLink.send')}
        </Button>
      </Stack>
    </form>
  );
}

function FollowLink({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const verify = useVerifyMagicLink();
  const started = useRef(false);
  useEffect(() => {
    // Once only: the token is single use (React may run effects twice in development).
    if (started.current) return;
    started.current = true;
    verify.mutate(token, {
      onSuccess: (result) =>
        result.ok
          ? navigate('/', { replace: true })
          : // Two-factor sign-in is on: the code still to give, on the 2FA page as after a password.
            // In the branding of the member's club (?clubId=, as after a club's own login page).
            navigate(appPaths.twoFactor(result.tfaToken, false, result.clubId ?? undefined), {
              replace: true,
              state: { signedInByLink: true },
            }),
    });
  }, [token, verify, navigate]);
  if (verify.isError) return <ErrorBanner>{apiErrorText(t, verify.error)}</ErrorBanner>;
  return (
    <Stack align="center">
      <LoadingIndicator />
      <Text>{t('account.magicLink.signingIn')}</Text>
    </Stack>
  );
}
