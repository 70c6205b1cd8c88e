import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadAllFlows, loadFlow } from '@shop/flows';
import { formatEur } from '@shop/money';
import { Refusal } from '../../services/refusal';
import { writeAudit } from '../audit/log';
import { access, actorOf } from '../route-kit';
import { checkPriceChange } from './price-change';
import * as schemas from './schemas';

const NO_SUCH_PRICE = 'No existe ese precio.';

/** Precios (admin; DECISIONS §1, §12): every catalogue entry by service, and changing one. */
export async function priceRoutes(instance: FastifyInstance) {
  const admin = instance.withTypeProvider<ZodTypeProvider>();

  admin.get('/api/admin/prices', { config: access('admin'), schema: schemas.prices }, async (_request, reply) => {
    const [rows, flows] = await Promise.all([instance.catalogue.all(), loadAllFlows()]);
    reply.header('cache-control', 'no-store');
    // A group's figures also price the flows that share them (the trade name, DECISIONS §1): said in its title.
    const sharing = (flowId: string) => flows.filter((other) => other.pricesFrom === flowId).map((other) => other.title);
    return flows
      .map((flow) => ({
        flow: flow.id,
        titulo: [flow.title, ...sharing(flow.id)].join(' y '),
        precios: rows
          .filter((row) => row.flowId === flow.id)
          .map((row) => ({
            clave: row.key,
            concepto: row.label,
            centimos: row.cents,
            importe: formatEur(row.cents),
            suplidosCentimos: row.suplidosCents ?? 0,
            suplidosImporte: formatEur(row.suplidosCents ?? 0),
            cambiadoPor: row.updatedBy,
            cambiadoEl: row.updatedBy ? row.updatedAt.toISOString() : null,
          })),
      }))
      .filter((group) => group.precios.length > 0)
      .sort((a, b) => a.titulo.localeCompare(b.titulo, 'es'));
  });

  admin.put('/api/admin/prices/:flow/:key', { config: access('admin'), schema: schemas.setPrice }, async (request) => {
    const { body } = request;
    const actor = actorOf(request);
    const { flow, key } = request.params;
    const definition = await loadFlow(flow);
    const entry = definition?.catalogue.find((candidate) => candidate.key === key);
    if (!definition || !entry) throw new Refusal(404, NO_SUCH_PRICE);
    // The price and its official fees (DECISIONS §12), as no order may break them (price-change.ts).
    const suplidos = checkPriceChange(definition, entry, await instance.catalogue.prices(definition), body);
    const after = { centimos: body.centimos, suplidosCentimos: suplidos };
    const changed = await instance.catalogue.set(flow, key, { cents: body.centimos, suplidosCents: suplidos }, actor.email, (tx, before) =>
      writeAudit(tx, actor, 'price.set', 'price', `${flow}/${key}`, { centimos: before.cents, suplidosCentimos: before.suplidosCents }, after),
    );
    if (!changed) throw new Refusal(404, NO_SUCH_PRICE);
    return { ok: true, importe: formatEur(body.centimos), suplidosImporte: formatEur(suplidos) };
  });
}
