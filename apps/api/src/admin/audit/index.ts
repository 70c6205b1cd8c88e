import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadAllFlows } from '@shop/flows';
import { access } from '../route-kit';
import { auditPage } from './log';
import { auditTexts, subjectCode, subjectText } from './text';
import * as schemas from './schemas';

/** The audit log (admin; DECISIONS §11): newest first, a page at a time, each change read in words. */
export async function auditRoutes(instance: FastifyInstance) {
  const admin = instance.withTypeProvider<ZodTypeProvider>();

  admin.get('/api/admin/audit', { config: access('admin'), schema: schemas.audit }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { antes, accesos } = request.query;
    const [rows, labels, flows] = await Promise.all([
      auditPage(instance.db, { before: antes, withSignIns: accesos !== 'no' }),
      instance.catalogue.labels(),
      loadAllFlows(),
    ]);
    const titles = new Map(flows.map((flow) => [flow.id, flow.title]));
    const prices = new Map(labels.map((row) => [`${row.flowId}/${row.key}`, { label: row.label, service: titles.get(row.flowId) ?? row.flowId }]));
    return rows.map((row) => ({
      id: row.id,
      quien: row.staffEmail,
      accion: row.action,
      objeto: subjectCode(row.entity, row.entityId),
      objetoTexto: subjectText(row.entity, row.entityId, prices),
      antes: row.before,
      despues: row.after,
      ...auditTexts(row.before, row.after),
      fecha: row.createdAt.toISOString(),
    }));
  });
}
