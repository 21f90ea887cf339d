// @school/widgets: one folder per feature; every widget takes `api` and reports navigation by callbacks.
export * from './auth';
export * from './dashboard';
export * from './profile';
export * from './home';
