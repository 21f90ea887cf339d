// The whole database schema, one file per domain; later issues add files here.
export * from './users';
export * from './academics';
export * from './people';
export * from './content';
export * from './schedule';
export * from './admissions';
export * from './grades';
export * from './teaching';
export * from './exams';
export * from './communication';
export * from './permissions';
export * from './accounts';
export * from './files';
export * from './jobs';
export * from './gradeSources';
export * from './roster';
