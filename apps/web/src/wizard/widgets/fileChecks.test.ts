import { describe, expect, it } from 'vitest';
import { ANY_FILE_TYPE } from '@shop/flow-kit';
import { addFiles, isAccepted } from './fileChecks';

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
  it('accepts MIME families (any file for an empty list)', () => {
    const media = ['image/*', 'audio/*', 'video/*'];
    expect(isAccepted(fileOf('logo.png', 10, 'image/png'), media)).toBe(true);
    expect(isAccepted(fileOf('contrato.pdf', 10, 'application/pdf'), media)).toBe(false);
    expect(isAccepted(fileOf('cualquier.xyz'), [])).toBe(true);
    expect(isAccepted(fileOf('notas.txt', 10, 'text/plain'), [ANY_FILE_TYPE])).toBe(true);
    expect(isAccepted(fileOf('sin-extension'), [ANY_FILE_TYPE])).toBe(true);
  });

  it('takes documents of any type up to the rule of DECISIONS §3 (10 files of 128MB)', () => {
    const anyType = { maxFiles: 10, maxBytes: 128 * MB, maxLabel: '128MB', accept: [ANY_FILE_TYPE] };
    const eleven = Array.from({ length: 11 }, (_, index) => fileOf(`doc-${index}.bin`, 10, '', index));
    expect(addFiles([], eleven.slice(0, 10), anyType).files).toHaveLength(10);
    expect(addFiles([], eleven, anyType).messages).toEqual(['Máximo 10 archivos permitidos']);
  });
});
