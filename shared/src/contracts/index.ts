export * from './common';
export * from './users';
export * from './auth';
export * from './studyplans';
export * from './sitesettings';
export * from './graphs';
export * from './payments';
export * from './teachingtime';
