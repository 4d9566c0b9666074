import type { Buddy } from '@fairway/contracts';
import { Button, Container, Group, Stack, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import ConfirmDialog from '../../../components/confirm-dialog';
import { FullPageLoader } from '../../../components/full-page-loader';
import { LoadError } from '../../../components/load-error';
import { SubMenuBar, SubMenuPanel } from '../../../components/sub-menu-bar';
import { useBuddyCall } from '../api/buddy-mutations';
import { useBuddyList } from '../api/buddy-queries';
import { useBuddyWords } from '../lib/theme-words';
import AnswerRequestDialog, { type AnswerRequest } from './answer-request-dialog';
import { BuddyList } from './buddy-list';
import FindBuddyDialog from './find-buddy-dialog';
import { ShareCodeCard } from './share-code-card';

type Tab = 'list' | 'requests' | 'pending';
type Confirm = { kind: 'remove' | 'cancel'; buddy: Buddy };

/** /Buddies, /Colleagues, /Friends: one screen titled by the theme's word (member-area §2). */
export default function BuddiesPage() {
  const { t } = useTranslation();
  const { word, plural, lower, lowerPlural } = useBuddyWords();
  const buddies = useBuddyList('buddies');
  const incoming = useBuddyList('incoming');
  const pending = useBuddyList('pending');
  const [tab, setTab] = useState<Tab>('list');
  const [finding, setFinding] = useState(false);
  const [answer, setAnswer] = useState<AnswerRequest | null>(null);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const remove = useBuddyCall('remove');
  const cancel = useBuddyCall('cancel');
  const confirmCall = confirm?.kind === 'cancel' ? cancel : remove;

  // Any of the three lists failing (and not being asked for again) shows the error with Retry, never an endless loader.
  const failed = [buddies, incoming, pending].find((list) => list.isError && !list.data && !list.isFetching);
  if (failed) {
    return (
      <Container size="md" px={0} py="md">
        <Title order={1} size="h2" mb="lg">
          {t('buddies.title', { plural })}
        </Title>
        <LoadError
          error={failed.error}
          onRetry={() => {
            for (const list of [buddies, incoming, pending]) if (list.isError) void list.refetch();
          }}
        />
      </Container>
    );
  }
  if (!buddies.data || !incoming.data || !pending.data) return <FullPageLoader />;
  const requestCount = incoming.data.length;

  return (
    <Container size="md" px={0} py="md">
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap">
          <Title order={1} size="h2">
            {t('buddies.title', { plural })}
          </Title>
          <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => setFinding(true)}>
            {t('buddies.find.open', { word })}
          </Button>
        </Group>
        <ShareCodeCard />
        <SubMenuBar
          label={t('buddies.tabsLabel', { plural })}
          value={tab}
          onChange={(v) => setTab(v as Tab)}
          items={[
            { value: 'list', label: plural },
            {
              value: 'requests',
              label: t('buddies.tabs.requests'),
              count: requestCount,
              countLabel: t('buddies.requestCount', { count: requestCount, word: lower }),
            },
            { value: 'pending', label: t('buddies.tabs.pending') },
          ]}
        >
          <SubMenuPanel value="list" pt="md">
            <BuddyList
              items={buddies.data}
              empty={t('buddies.empty.list', { plural: lowerPlural })}
              actions={[
                {
                  text: t('buddies.remove.action'),
                  label: (b) => t('buddies.remove.actionFor', { name: b.name }),
                  danger: true,
                  onClick: (b) => setConfirm({ kind: 'remove', buddy: b }),
                },
              ]}
            />
          </SubMenuPanel>
          <SubMenuPanel value="requests" pt="md">
            <BuddyList
              items={incoming.data}
              empty={t('buddies.empty.requests')}
              actions={[
                {
                  text: t('buddies.accept.confirm'),
                  label: (b) => t('buddies.accept.actionFor', { name: b.name }),
                  onClick: (b) => setAnswer({ kind: 'accept', name: b.name, target: b.target }),
                },
                {
                  text: t('buddies.decline.confirm'),
                  label: (b) => t('buddies.decline.actionFor', { name: b.name }),
                  danger: true,
                  onClick: (b) => setAnswer({ kind: 'decline', name: b.name, target: b.target }),
                },
              ]}
            />
          </SubMenuPanel>
          <SubMenuPanel value="pending" pt="md">
            <BuddyList
              items={pending.data}
              empty={t('buddies.empty.pending')}
              actions={[
                {
                  text: t('buddies.cancel.action'),
                  label: (b) => t('buddies.cancel.actionFor', { name: b.name }),
                  danger: true,
                  onClick: (b) => setConfirm({ kind: 'cancel', buddy: b }),
                },
              ]}
            />
          </SubMenuPanel>
        </SubMenuBar>
      </Stack>
      <FindBuddyDialog
        opened={finding}
        onClose={() => {
          setFinding(false);
        }}
      />
      <AnswerRequestDialog request={answer} onClose={() => setAnswer(null)} />
      <ConfirmDialog
        opened={confirm !== null}
        title={
          confirm?.kind === 'cancel'
            ? t('buddies.cancel.title', { word: lower })
            : t('buddies.remove.title', { word })
        }
        message={
          confirm
            ? confirm.kind === 'cancel'
              ? t('buddies.cancel.message', { name: confirm.buddy.name, word: lower })
              : t('buddies.remove.message', { name: confirm.buddy.name, plural: lowerPlural })
            : ''
        }
        loading={confirmCall.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={() =>
          confirm && confirmCall.mutate(confirm.buddy.target, { onSuccess: () => setConfirm(null) })
        }
      />
    </Container>
  );
}
