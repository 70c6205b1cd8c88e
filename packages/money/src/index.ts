export * from './money';
export * from './catalogue';
