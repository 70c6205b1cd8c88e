import jsQR from 'jsqr';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

type Page = Awaited<ReturnType<Awaited<ReturnType<typeof getDocument>['promise']>['getPage']>>;

/** The QR printed on a page: its image as pdf.js decodes it (grey, RGB or RGBA), read by jsQR. */
async function qrOf(page: Page): Promise<string | undefined> {
  const operators = await page.getOperatorList();
  for (let index = 0; index < operators.fnArray.length; index++) {
    if (operators.fnArray[index] !== OPS.paintImageXObject) continue;
    const name = (operators.argsArray[index] as [string])[0];
    const image = await new Promise<{ width: number; height: number; data: Uint8ClampedArray }>((resolve) => page.objs.get(name, resolve));
    const pixels = image.width * image.height;
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

/** A PDF read as a person reads it: the text of its pages and the QR code of its first page. */
export async function readPdf(bytes: Uint8Array): Promise<{ text: string; qr: string | undefined }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const texts: string[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const content = await (await pdf.getPage(number)).getTextContent();
      texts.push(content.items.map((item) => ('str' in item ? `${item.str}${item.hasEOL ? '\n' : ' '}` : '')).join(''));
    }
    return { text: texts.join('\n'), qr: await qrOf(await pdf.getPage(1)) };
  } finally {
    await pdf.destroy();
  }
}
