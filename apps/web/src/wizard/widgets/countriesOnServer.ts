import { loadCountries } from './useOnDemand';

type CountryModule = Awaited<ReturnType<typeof loadCountries>>;

/**
 * The country list for what the server renders before the page's code runs (the countries'
 * disclosure, the phone's country select: ADR 021): loaded once on the server. In the browser it is
 * never rendered: a promise that never settles keeps the server's HTML (a Suspense boundary still
 * to hydrate) until the widget's own control replaces it, so the page downloads no country list for it.
 */
let serverList: Promise<CountryModule> | undefined;
const neverInBrowser = new Promise<CountryModule>(() => undefined);
export const countriesOnServer = () => (typeof document === 'undefined' ? (serverList ??= loadCountries()) : neverInBrowser);
