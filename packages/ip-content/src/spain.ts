import type { Country } from './countries';

/**
 * Spain, the default and fixed country of the forms. Its own module so that browser code using it
 * does not pull the whole country list (which loads on demand) into the first page load.
 */
export const SPAIN: Country = { code: 'ES', name: 'España', dialCode: '+34' };
