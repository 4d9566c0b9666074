export * from './clubs';
export * from './members';
export * from './points';
export * from './sessions';
export * from './bookings';
export * from './courses';
