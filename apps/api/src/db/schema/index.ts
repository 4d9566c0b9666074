export * from './clubs';
export * from './members';
export * from './points';
export * from './sessions';
