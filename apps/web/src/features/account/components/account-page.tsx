import { Container, Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { appPaths } from '../../../lib/paths';
import { MyTeeTimeAlerts } from '../../tee-time-search';
import { BookingPreferences } from './booking-preferences';
import { ChangePasswordView } from './change-password-view';
import { DetailsView } from './details-view';
import { TransactionsView } from './transactions-view';
import { YourDataView } from './your-data-view';

/** The views of /account/profile/{view} (member-area §2); BookingHistory is the bookings feature's screen. */
export const ACCOUNT_VIEWS = [
  'details',
  'ChangePassword',
  'Transactions',
  'BookingHistory',
  'Alerts',
  'YourData',
] as const;
type AccountView = (typeof ACCOUNT_VIEWS)[number];

const isView = (value: string | undefined): value is AccountView =>
  (ACCOUNT_VIEWS as readonly string[]).includes(value ?? '');

/** /account/profile and /account/profile/{view}: details by default. */
export default function AccountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { view } = useParams();
  if (view !== undefined && !isView(view)) return <Navigate to={appPaths.accountProfile()} replace />;
  const current: AccountView = view ?? 'details';
  return (
    <Container size="md" px={0}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('account.title')}
        </Title>
        <Tabs
          value={current}
          onChange={(next) => next && navigate(appPaths.accountView(next))}
          keepMounted={false}
        >
          <Tabs.List aria-label={t('account.views')}>
            {ACCOUNT_VIEWS.map((name) => (
              <Tabs.Tab key={name} value={name}>
                {t(`account.view.${name}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="details" pt="lg">
            <Stack gap="xl">
              <DetailsView />
              <BookingPreferences />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="ChangePassword" pt="lg">
            <ChangePasswordView />
          </Tabs.Panel>
          <Tabs.Panel value="Transactions" pt="lg">
            <TransactionsView />
          </Tabs.Panel>
          <Tabs.Panel value="Alerts" pt="lg">
            <MyTeeTimeAlerts />
          </Tabs.Panel>
          <Tabs.Panel value="YourData" pt="lg">
            <YourDataView />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
