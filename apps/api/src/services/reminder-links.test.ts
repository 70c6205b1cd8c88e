import { describe, expect, it } from 'vitest';
import { RIGHT_KINDS } from '@shop/deadlines';
import { loadFlow } from '@shop/flows';
import { RENEWAL_WATCH_PAGES } from '@shop/flows/parts/renewal-watch';
import { FLOW_JOBS, jobLinkOf } from './reminder-links';

describe('the flow each reminder links to (DECISIONS §13)', () => {
  it('is a route of that flow, prefilled only with text or radio fields the flow declares, with values it accepts', async () => {
    for (const kind of RIGHT_KINDS) {
      for (const [deadline, job] of Object.entries(FLOW_JOBS[kind])) {
        const flow = await loadFlow(job!.flow);
        expect(flow?.routes, `${kind}/${deadline}`).toContain(job!.route);
        for (const [name, value] of Object.entries(job!.fields({ number: 'M4123456', name: 'Horchata Clara' }))) {
          const field = flow!.fields[name];
          expect(['text', 'radio'], `${job!.flow}.${name}`).toContain(field?.kind);
          expect(field!.schema.safeParse(value).success, `${job!.flow}.${name}=${value}`).toBe(true);
        }
      }
    }
  });

  it('links a Spanish mark’s renewal to the national renewal, with its number and name', () => {
    expect(jobLinkOf('https://tienda.example.es', 'marca-es', 'renovacion', { number: 'M4123456', name: 'Horchata Clara', numero: 'P-1001' }).url).toBe(
      'https://tienda.example.es/renovacion-marca-nacional?selectedMarkType=nacional&brandNumber=M4123456&brandName=Horchata+Clara',
    );
  });

  it("offers 'Avísame cuando toque renovar' on the page each kind's renewal reminder links to, and nowhere else", () => {
    const pages: Record<string, string[]> = {};
    for (const kind of RIGHT_KINDS) {
      const route = FLOW_JOBS[kind].renovacion?.route;
      if (route) (pages[route] ??= []).push(kind);
    }
    expect(Object.fromEntries(Object.entries(RENEWAL_WATCH_PAGES).map(([page, kinds]) => [page, [...kinds]]))).toEqual(pages);
  });
});
