import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { lazyOverlay } from '../../../components/lazy-overlay';

const BugReportDialog = lazyOverlay(() => import('./bug-report-dialog'));

/** "Submit a bug report" on the 404 page; its dialog (./bug-report-dialog) loads after the page's paint. */
export function BugReportButton() {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="outline" onClick={open}>
        {t('notFound.bugReport')}
      </Button>
      <BugReportDialog opened={opened} onClose={close} />
    </>
  );
}
