export * from './nice-classes';
export * from './trademark-types';
export * from './countries';
export * from './trademark-type-names';
