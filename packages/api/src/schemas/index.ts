// The contract: every entity, request and response schema, per domain of the spec.
export * from './common';
export * from './auth';
export * from './users';
export * from './public';
export * from './dashboard';
