export * from './money';
export * from './catalogue';
export * from './vat';
export * from './split-rows';
