/** The your-data module's front door: what other modules and the app use of it. */
export { calendarFeedAccountRoutes, registerCalendarFeed } from './feed-routes';
export { yourDataRoutes } from './routes';
