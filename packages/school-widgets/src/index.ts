// @school/widgets: one folder per feature; every widget takes `api` and reports navigation by callbacks.
export * from './auth';
export * from './dashboard';
export * from './profile';
export * from './home';
export * from './newsletter';
export * from './news';
export * from './gallery';
export * from './contact';
export * from './courses';
export * from './application';
export * from './content-admin';
export * from './teachers';
export * from './academics';
export * from './schedule';
export * from './students';
export * from './applicants';
