// `node --import tsx packages/ip-content/scripts/check-nice-data.ts`: checks the Nice class data files
// (class numbers 1-45, headings, notes, keywords, rules) and prints what is wrong; exits 1 if anything is.
import { checkNiceData } from '../src/suggestions/check-data';
import { rulesData, termsData } from '../src/suggestions/data';
import { niceNotes } from '../src/nice-notes';

const problems = checkNiceData(termsData, rulesData, niceNotes);
const terms = termsData.grupos.reduce((sum, group) => sum + group.terms.length, 0);
if (problems.length > 0) {
  for (const problem of problems) console.error(`✗ ${problem}`);
  process.exit(1);
}
console.log(
  `✓ ${termsData.edition}: 45 clases con encabezamiento, nota y título corto; ${terms} términos en ${termsData.grupos.length} grupos; ${rulesData.pares.length + rulesData.primero.length + 1} reglas`,
);
