import { describe, expect, it } from 'vitest';
import { trademarkTypeById } from '@shop/ip-content';
import { addFiles, formatFileSize, isAccepted } from './fileChecks';
import { typeSurchargeCents } from './typeSurcharge';

const MB = 1024 * 1024;
const documents = { maxFiles: 4, maxBytes: 5 * MB, maxLabel: '5MB', accept: ['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png'] };

/** A file of `size` bytes; `lastModified` keeps same-named test files distinct. */
const fileOf = (name: string, size = 10, type = '', lastModified = 1) => new File([new Uint8Array(size)], name, { type, lastModified });

describe('addFiles (spec-2 §5)', () => {
  it('adds nothing of a batch that would exceed the count', () => {
    const current = [fileOf('a.pdf'), fileOf('b.pdf'), fileOf('c.pdf')];
    const result = addFiles(current, [fileOf('d.pdf'), fileOf('e.pdf')], documents);
    expect(result.files).toEqual(current);
    expect(result.messages).toEqual(['Máximo 4 archivos permitidos']);
    expect(addFiles([fileOf('logo.png')], [fileOf('otro.png')], { ...documents, maxFiles: 1 }).messages).toEqual(['Máximo 1 archivo permitido']);
  });

  it('skips only the oversize and wrongly typed files of a batch, and never the same file twice', () => {
    const big = fileOf('grande.pdf', 5 * MB + 1);
    const result = addFiles([], [fileOf('carta.PDF'), big, fileOf('virus.exe'), fileOf('foto.jpg')], documents);
    expect(result.files.map((file) => file.name)).toEqual(['carta.PDF', 'foto.jpg']);
    expect(result.messages).toEqual(['El archivo grande.pdf excede el tamaño máximo de 5MB', 'El archivo virus.exe no tiene un formato permitido']);
    const again = addFiles(result.files, [fileOf('carta.PDF'), fileOf('otra.pdf', 10, '', 2)], documents);
    expect(again.files.map((file) => file.name)).toEqual(['carta.PDF', 'foto.jpg', 'otra.pdf']);
  });
});

describe('file and price helpers', () => {
  it('accepts MIME families (any file for an empty list) and formats sizes with Spanish decimals', () => {
    const media = ['image/*', 'audio/*', 'video/*'];
    expect(isAccepted(fileOf('logo.png', 10, 'image/png'), media)).toBe(true);
    expect(isAccepted(fileOf('contrato.pdf', 10, 'application/pdf'), media)).toBe(false);
    expect(isAccepted(fileOf('cualquier.xyz'), [])).toBe(true);
    expect(formatFileSize(512)).toBe('0,5 KB');
    expect(formatFileSize(230 * 1024)).toBe('230 KB');
    expect(formatFileSize(1.5 * MB)).toBe('1,5 MB');
  });

  it('prices a type from the catalogue, else from its default surcharge', () => {
    const holograma = trademarkTypeById('holograma')!;
    expect(typeSurchargeCents({ 'type:holograma': 25000 }, holograma)).toBe(25000);
    expect(typeSurchargeCents({}, holograma)).toBe(20000);
  });
});
