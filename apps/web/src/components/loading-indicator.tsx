import { Loader, type LoaderProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A spinner that assistive technology announces: Mantine's Loader is a plain `span`, where an
 * `aria-label` is prohibited (axe `aria-prohibited-attr`); the `status` role may carry the name.
 */
export function LoadingIndicator(props: Pick<LoaderProps, 'size'>) {
  const { t } = useTranslation();
  return <Loader size={props.size} role="status" aria-label={t('common.loading')} />;
}
