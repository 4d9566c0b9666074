export * from './bookings';
export * from './clubs';
export * from './commerce';
export * from './courses';
export * from './members';
export * from './notifications';
export * from './points';
export * from './sessions';
