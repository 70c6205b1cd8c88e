import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../testing/databases';

import { writeAudit } from '../audit/log';
import { AUDIT_PAGE_SIZE } from '@shop/settings/routes';
import { PASSWORD, useBackOfficeApi, type Login } from '../../testing/back-office-api';

for (const database of await testDatabases()) {
  describe(`the back office's staff accounts and audit log on ${database.name}`, () => {
    const { context, inject, login, as, sessions } = useBackOfficeApi(database);
    let admin: Login;
    beforeAll(() => {
      ({ admin } = sessions);
    });

    it('lets an admin add, disable and reset staff accounts, audited; a disabled account is signed out', async () => {
      const added = await as(admin, 'POST', '/api/admin/staff', { email: 'nuevo@example.es', rol: 'staff' });
      expect(added.json().enlace).toMatch(/\/admin\/clave\?token=/);
      await inject({ method: 'POST', url: '/api/admin/clave', payload: { token: new URL(added.json().enlace).searchParams.get('token'), password: PASSWORD } });
      const session = await login('nuevo@example.es');
      const list = (await as(admin, 'GET', '/api/admin/staff')).json();
      const member = list.find((row: { email: string }) => row.email === 'nuevo@example.es');
      expect(member).toMatchObject({ rol: 'staff', activa: true, conClave: true });
      expect((await as(admin, 'POST', `/api/admin/staff/${member.id}/active`, { activa: false })).statusCode).toBe(200);
      expect((await as(session, 'GET', '/api/admin/orders')).statusCode).toBe(401);
      expect((await inject({ method: 'POST', url: '/api/admin/login', payload: { email: 'nuevo@example.es', password: PASSWORD } })).statusCode).toBe(401);
      const reset = await as(admin, 'POST', `/api/admin/staff/${member.id}/reset`, {});
      expect(reset.json().enlace).toMatch(/\/admin\/clave\?token=/);
      const audit = (await as(admin, 'GET', '/api/admin/audit')).json().map((row: { accion: string }) => row.accion);
      expect(audit).toEqual(expect.arrayContaining(['staff.add', 'staff.disable', 'staff.reset_password']));
    });

    it('keeps only the newest password link of an account working, and audits who asked for it', async () => {
      const tokenOf = (response: { json: () => { enlace: string } }) => new URL(response.json().enlace).searchParams.get('token');
      const setWith = (token: string | null) => inject({ method: 'POST', url: '/api/admin/clave', payload: { token, password: PASSWORD } });
      const first = tokenOf(await as(admin, 'POST', '/api/admin/staff', { email: 'enlaces@example.es', rol: 'staff' }));
      // The same address again: a new link, which ends the first; the answer says it was not new.
      const again = await as(admin, 'POST', '/api/admin/staff', { email: 'enlaces@example.es', rol: 'staff' });
      expect(again.json().nueva).toBe(false);
      const second = tokenOf(again);
      expect((await setWith(first)).statusCode).toBe(400);
      const third = tokenOf(await as(admin, 'POST', '/api/admin/staff', { email: 'enlaces@example.es', rol: 'staff' }));
      const fourth = tokenOf(await as(admin, 'POST', '/api/admin/staff', { email: 'enlaces@example.es', rol: 'staff' }));
      expect((await setWith(third)).statusCode).toBe(400);
      expect((await setWith(fourth)).statusCode).toBe(200);
      expect((await setWith(second)).statusCode).toBe(400);
      const audit = (await as(admin, 'GET', '/api/admin/audit')).json() as { quien: string; accion: string; objeto: string }[];
      expect(audit.filter((row) => row.accion === 'staff.new_link' && row.objeto.includes('enlaces@example.es'))).toHaveLength(3);
      expect(audit.find((row) => row.accion === 'staff.new_link')?.quien).toBe('jefa@example.es');
      // Not one's own account: no self-demotion, no link to one's own password.
      const self = await as(admin, 'POST', '/api/admin/staff', { email: 'JEFA@example.es', rol: 'staff' });
      expect(self.statusCode).toBe(409);
      expect((await as(admin, 'GET', '/api/admin/session')).json().sesion).toMatchObject({ rol: 'admin' });
    });

    it('reads the whole audit log a page at a time, and failed sign-ins cannot bury a change', async () => {
      expect((await as(admin, 'PUT', '/api/admin/prices/marca-nacional/premium', { centimos: 29900 })).statusCode).toBe(200);
      // A flood of failed sign-ins, as anyone may send (written directly: the route limits them per client).
      for (let index = 0; index < AUDIT_PAGE_SIZE + 5; index++)
        await writeAudit(context.services.db, { id: null, email: `intruso${index}@example.es` }, 'session.failed', 'staff', 'x', null, null);
      type Row = { id: number; accion: string; objeto: string; antesTexto: string; despuesTexto: string };
      const everything = (await as(admin, 'GET', '/api/admin/audit')).json() as Row[];
      expect(everything).toHaveLength(AUDIT_PAGE_SIZE);
      expect(everything.every((row) => row.accion === 'session.failed')).toBe(true);
      const changes = (await as(admin, 'GET', '/api/admin/audit?accesos=no')).json() as Row[];
      expect(changes.some((row) => row.accion.startsWith('session.'))).toBe(false);
      // A price saved as it was reads its whole state, official fees included (DECISIONS §12).
      const unchanged = '299,00 € · Tasas oficiales: 127,88 €';
      expect(changes[0]).toMatchObject({ accion: 'price.set', objeto: 'Precio marca-nacional/premium', antesTexto: unchanged, despuesTexto: unchanged });
      // The page before the oldest row shown goes on where the first stopped.
      const next = (await as(admin, 'GET', `/api/admin/audit?antes=${everything.at(-1)!.id}`)).json() as Row[];
      expect(next[0]!.id).toBeLessThan(everything.at(-1)!.id);
      expect(next.slice(0, 5).every((row) => row.accion === 'session.failed')).toBe(true);
      expect((await as(admin, 'GET', '/api/admin/audit?antes=abc')).statusCode).toBe(400);
    });
  });
}
