import { describe, expect, it } from 'vitest';
import { downloadName } from './download-name';

describe('downloadName', () => {
  it("keeps the visitor's name when it says what the content is", () => {
    expect(downloadName('Memoria ñ.pdf', 'application/pdf')).toBe('Memoria ñ.pdf');
    expect(downloadName('foto.JPEG', 'image/jpeg')).toBe('foto.JPEG');
    expect(downloadName('notas.txt', 'application/octet-stream')).toBe('notas.txt');
  });

  it('adds the extension of the content when the name says otherwise, or nothing', () => {
    expect(downloadName('contrato.pdf', 'image/png')).toBe('contrato.pdf.png');
    expect(downloadName('escaneo', 'application/pdf')).toBe('escaneo.pdf');
  });
});
