import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { lazyOverlay } from '../../../components/lazy-overlay';
import { ANDROID_LOCATION_SETTINGS, type GeolocationFailure } from '../lib/geolocation-failure';

// Not part of explore's first render: the modal stack's chunk loads once the browser is idle.
const ConfirmDialog = lazyOverlay(() => import('../../../components/confirm-dialog'));

/** Tells the member why their location could not be used (club-discovery §8). */
export function GeolocationAlert({ failure, onClose }: { failure: GeolocationFailure; onClose: () => void }) {
  const { t } = useTranslation();
  if (failure.kind === 'disabled' && failure.offerSettings) {
    return (
      <ConfirmDialog
        opened
        title={t('explore.errors.locationTitle')}
        message={t('explore.errors.locationDisabled')}
        confirmLabel={t('explore.errors.openSettings')}
        onConfirm={() => {
          onClose();
          window.location.href = ANDROID_LOCATION_SETTINGS;
        }}
        onCancel={onClose}
      />
    );
  }
  const text =
    failure.kind === 'message'
      ? failure.text
      : t(
          failure.kind === 'permission'
            ? 'explore.errors.locationRequired'
            : 'explore.errors.locationDisabled',
        );
  return (
    <Alert
      color="red"
      role="alert"
      withCloseButton
      onClose={onClose}
      closeButtonLabel={t('explore.errors.close')}
    >
      {text}
    </Alert>
  );
}
