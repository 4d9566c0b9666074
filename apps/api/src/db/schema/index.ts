export * from './clubs';
export * from './members';
export * from './sessions';
export * from './points';
