export * from './dates';
export * from './rules';
export * from './types';
export * from './deadlines';
export * from './texts';
export * from './office-numbers';
