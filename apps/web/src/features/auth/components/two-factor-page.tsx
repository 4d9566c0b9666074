import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { ErrorBanner } from '../../../components/error-banner';
import { apiErrorText } from '../../../i18n/api-errors';
import { appPaths } from '../../../lib/paths';
import { useClubContent, useShownClubId } from '../../clubs';
import { useTfaFallback, useVerifyTfa } from '../api/sign-in-options';
import { useClubRouteOverride } from '../hooks/use-club-route-override';
import { AuthCard, loginPath } from './auth-card';

/**
 * /2FA/{TFAToken}/{UseFallbackUI}: the second sign-in step. With UseFallbackUI "true" a one-time code is
 * e-mailed instead of asking the authenticator app; a recovery code works in either.
 */
export default function TwoFactorPage() {
  const { t } = useTranslation();
  // The club whose login led here (?clubId=) keeps its branding on this step.
  const clubParam = useSearchParams()[0].get('clubId') ?? undefined;
  useClubRouteOverride(clubParam);
  const shownClubId = useShownClubId();
  const content = useClubContent(shownClubId).data;
  const routeClubId = clubParam === undefined ? undefined : shownClubId;
  // Signed in by an e-mailed link: the code cannot come by e-mail too (the server refuses it).
  const linkState = useLocation().state as { signedInByLink?: boolean } | null;
  const { tfaToken = '', useFallbackUI } = useParams();
  const fallback = useFallbackUI === 'true';
  const signedInByLink = linkState?.signedInByLink === true;
  const navigate = useNavigate();
  const verify = useVerifyTfa();
  const send = useTfaFallback();
  const sent = useRef(false);
  useEffect(() => {
    if (!fallback || sent.current) return;
    sent.current = true;
    send.mutate(tfaToken);
  }, [fallback, tfaToken, send]);
  const form = useForm({
    initialValues: { code: '' },
    validate: {
      code: (v) => (/^([0-9]{6}|[a-z0-9]{5}-[a-z0-9]{5})$/i.test(v.trim()) ? null : t('validation.tfaCode')),
    },
  });
  const submit = form.onSubmit((values) =>
    verify.mutate(
      { tfaToken, code: values.code.trim().toLowerCase() },
      { onSuccess: () => navigate('/', { replace: true }) },
    ),
  );
  return (
    <AuthCard clubName={content?.clubName ?? ''} heading={t('account.tfa.heading')}>
      <form onSubmit={submit} noValidate aria-label={t('account.tfa.heading')}>
        <Stack gap="sm">
          <Text size="sm" role={fallback ? 'status' : undefined}>
            {fallback
              ? send.isSuccess
                ? t('account.tfa.fallbackSent')
                : t('account.tfa.fallbackSending')
              : t('account.tfa.prompt')}
          </Text>
          {(verify.isError || send.isError) && (
            <ErrorBanner>{apiErrorText(t, verify.error ?? send.error)}</ErrorBanner>
          )}
          <TextInput
            label={t('account.tfa.code')}
            // Recovery codes hold letters (abcde-12345): a text keyboard, not the numeric keypad.
            inputMode="text"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            autoComplete="one-time-code"
            required
            {...form.getInputProps('code')}
          />
          <Button type="submit" loading={verify.isPending} fullWidth>
            {t('account.tfa.verify')}
          </Button>
          {!fallback && !signedInByLink && (
            <Anchor
              component={Link}
              to={appPaths.twoFactor(tfaToken, true, routeClubId)}
              size="sm"
              ta="center"
            >
              {t('account.tfa.useFallback')}
            </Anchor>
          )}
          <Anchor component={Link} to={loginPath(content?.clubName, routeClubId)} size="sm" ta="center">
            {t('account.magicLink.backToLogin')}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
