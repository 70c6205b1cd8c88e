/** The API tests' PDF reader (its text, and the QR decoded from the first page's image), one for both. */
export { readPdf } from '../../apps/api/src/testing/pdf';
