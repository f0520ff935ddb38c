export * from './money';
export * from './date';
export * from './plan';
export * from './classes';
