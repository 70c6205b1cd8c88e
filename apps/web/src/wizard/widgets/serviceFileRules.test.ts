import { describe, expect, it } from 'vitest';
import { fileFieldOf, type AnyFlow } from '@shop/flow-kit';
import logo from '@shop/flows/diseno-logos';
import priorReport from '@shop/flows/informe-previo';
import objection from '@shop/flows/contestacion-suspensos';
import { addFiles } from './fileChecks';

const MB = 1024 * 1024;

/** A stand-in with the size a visitor's file would have, without allocating it. */
const fileOf = (name: string, size: number, type = '') => ({ name, size, type, lastModified: size }) as File;
const ruleOf = (flow: AnyFlow, data: Record<string, unknown> = {}) => fileFieldOf(flow, { ...flow.initialData(), ...data })!.rule;

describe('the file rules of the spec-2 services, in the browser (spec-2 §5)', () => {
  it('logo: one reference file of at most 128 MB, skipping only the offending file', () => {
    const rule = ruleOf(logo);
    expect(addFiles([], [fileOf('enorme.png', 128 * MB + 1, 'image/png')], rule)).toEqual({
      files: [],
      messages: ['El archivo enorme.png excede el tamaño máximo de 128MB'],
    });
    expect(addFiles([], [fileOf('boceto.pdf', 100 * MB)], rule).files).toHaveLength(1);
    expect(addFiles([fileOf('boceto.pdf', 10)], [fileOf('otro.png', 10)], rule).messages).toEqual(['Máximo 1 archivo permitido']);
  });

  it('objection reply: 4 documents of 5 MB; an oversize one is skipped and the rest of the batch kept', () => {
    const rule = ruleOf(objection);
    const result = addFiles([], [fileOf('suspenso.pdf', MB), fileOf('grande.pdf', 5 * MB + 1), fileOf('foto.jpg', MB)], rule);
    expect(result.files.map((file) => file.name)).toEqual(['suspenso.pdf', 'foto.jpg']);
    expect(result.messages).toEqual(['El archivo grande.pdf excede el tamaño máximo de 5MB']);
    expect(
      addFiles(
        result.files,
        [1, 2, 3].map((n) => fileOf(`${n}.pdf`, n)),
        rule,
      ).messages,
    ).toEqual(['Máximo 4 archivos permitidos']);
  });

  it('prior report: an image only, while its box is ticked', () => {
    expect(fileFieldOf(priorReport, { ...priorReport.initialData(), hasImage: false })).toBeUndefined();
    const rule = ruleOf(priorReport, { hasImage: true });
    expect(addFiles([], [fileOf('marca.pdf', 10)], rule).messages).toEqual(['El archivo marca.pdf no tiene un formato permitido']);
    expect(addFiles([], [fileOf('marca.png', 10, 'image/png')], rule).files).toHaveLength(1);
  });
});
