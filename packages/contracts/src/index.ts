export * from './account';
export * from './clubs';
export * from './constants';
export * from './errors';
export * from './health';
export * from './member';
