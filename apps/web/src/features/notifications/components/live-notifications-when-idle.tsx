import { lazy, Suspense, useEffect, useState } from 'react';
import { loadTexts } from '../../../i18n/texts';
import { whenIdle } from '../../../lib/when-idle';

// With the texts of the hold and offer answers it shows (src/i18n/texts.ts), whichever screen is open.
const LiveNotificationsChunk = lazy(() =>
  Promise.all([import('./live-notifications'), loadTexts(['bookings', 'waitlist'])]).then(([chunk]) => chunk),
);

/**
 * The live hub's toasts and answer dialog (Socket.IO client, Mantine's notifications): fetched and
 * connected once the browser is idle after a signed-in screen's first paint, not in that screen's
 * first render and commit. Nothing is lost meanwhile: the bell's count comes from the API.
 */
export function LiveNotifications() {
  const [started, setStarted] = useState(false);
  useEffect(() => whenIdle(() => setStarted(true)), []);
  if (!started) return null;
  return (
    <Suspense fallback={null}>
      <LiveNotificationsChunk />
    </Suspense>
  );
}
