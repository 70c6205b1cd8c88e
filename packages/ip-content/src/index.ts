export * from './nice-classes';
export * from './trademark-types';
export * from './countries';
