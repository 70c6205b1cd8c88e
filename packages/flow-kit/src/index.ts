export * from './fields';
export * from './text-checks';
export * from './validation';
export * from './contact-checks';
export * from './applicant';
export * from './machine';
export * from './order-machine';
export * from './envelope';
export * from './flow';
export * from './order-check';
export * from './paths';
export * from './browser-region';
export * from './describe';
export * from './tax-numbers';
export * from './billing';
export * from './billing-field';
export { billingPendingOf } from './billing-step';
// contact.ts is imported as '@shop/flow-kit/contact': the site's forms need it, the wizard does not.
export * from './person';
