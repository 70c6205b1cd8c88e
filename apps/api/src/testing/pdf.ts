import jsQR from 'jsqr';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * Reads a PDF as a person would: its text (pdf.js), and the QR code printed on its first page,
 * decoded from the page's image (jsQR). Shared by the API tests and the e2e spec.
 */
export async function readPdf(bytes: Uint8Array): Promise<{ text: string; qr: string | undefined; pages: number }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const texts: string[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      texts.push(content.items.map((item) => ('str' in item ? `${item.str}${item.hasEOL ? '\n' : ' '}` : '')).join(''));
    }
    return { text: texts.join('\n'), qr: await qrOf(await pdf.getPage(1)), pages: pdf.numPages };
  } finally {
    await pdf.destroy();
  }
}

type Page = Awaited<ReturnType<Awaited<ReturnType<typeof getDocument>['promise']>['getPage']>>;

async function qrOf(page: Page): Promise<string | undefined> {
  const operators = await page.getOperatorList();
  for (let index = 0; index < operators.fnArray.length; index++) {
    if (operators.fnArray[index] !== OPS.paintImageXObject) continue;
    const name = (operators.argsArray[index] as [string])[0];
    const image = await new Promise<{ width: number; height: number; data: Uint8ClampedArray }>((resolve) => page.objs.get(name, resolve));
    const pixels = image.width * image.height;
    // pdf.js hands images as grey (1), RGB (3) or RGBA (4) bytes per pixel; jsQR reads RGBA.
    const channels = image.data.length / pixels;
    const rgba = new Uint8ClampedArray(pixels * 4);
    for (let pixel = 0; pixel < pixels; pixel++) {
      for (let channel = 0; channel < 3; channel++) rgba[pixel * 4 + channel] = image.data[pixel * channels + (channels >= 3 ? channel : 0)]!;
      rgba[pixel * 4 + 3] = 255;
    }
    const found = jsQR(rgba, image.width, image.height);
    if (found) return found.data;
  }
  return undefined;
}
