export type * from './api';
export type * from './plan';
export type * from './member';
export type * from './staff';
export type * from './invoice';
