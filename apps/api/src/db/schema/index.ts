export * from './bookings';
export * from './buddies';
export * from './clubs';
export * from './commerce';
export * from './courses';
export * from './members';
export * from './points';
export * from './sessions';
