/**
 * Writes src/countries.data.ts from i18n-iso-countries and libphonenumber-js.
 *
 *   npx tsx packages/ip-content/scripts/generate-countries.ts
 *
 * Importing this module has no side effects; the file is only written when the
 * module is run as a script.
 */
import { realpathSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildCountries, renderCountriesModule } from './countries-source';

export { buildCountries, renderCountriesModule } from './countries-source';

export const OUTPUT_FILE = fileURLToPath(new URL('../src/countries.data.ts', import.meta.url));

function isRunAsScript(): boolean {
  const entry = process.argv[1];
  if (entry === undefined) return false;
  try {
    return realpathSync(entry) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isRunAsScript()) {
  const countries = buildCountries();
  writeFileSync(OUTPUT_FILE, renderCountriesModule(countries), 'utf8');
  console.log(`Wrote ${countries.length} countries to ${OUTPUT_FILE}`);
}
