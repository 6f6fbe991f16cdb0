export * from './common';
export * from './users';
export * from './auth';
