import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible } from './test';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const STAFF_PASSWORD = 'contraseña de prueba larga';

/**
 * A staff account made as the README says (`npm run staff -- add`), against the running server's
 * DATA_DIR; answers the path of its one-time link.
 */
export function addStaff(role: 'admin' | 'staff'): { email: string; linkPath: string } {
  const email = `equipo-${randomBytes(4).toString('hex')}@example.es`;
  const output = execFileSync('node', ['--import', 'tsx', 'apps/api/src/cli/staff.ts', 'add', email, '--role', role], {
    cwd: root,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, INIT_CWD: root, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  const link = /https?:\/\/\S+\/admin\/clave\?token=\S+/.exec(output)?.[0];
  if (!link) throw new Error(`npm run staff printed no link: ${output}`);
  const url = new URL(link);
  return { email, linkPath: `${url.pathname}${url.search}` };
}

/** Sets the password through the link and signs in at /admin, checking both screens with axe. */
export async function signIn(page: Page, role: 'admin' | 'staff' = 'admin'): Promise<string> {
  const { email, linkPath } = addStaff(role);
  await page.goto(linkPath);
  await expect(page.getByRole('heading', { name: 'Elige tu contraseña' })).toBeVisible();
  await expectAccessible(page, 'set password');
  await page.getByLabel('Nueva contraseña').fill(STAFF_PASSWORD);
  await page.getByLabel('Repite la contraseña').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText('Contraseña guardada. Ya puedes iniciar sesión.')).toBeVisible();
  await page.getByRole('link', { name: 'Ir al acceso' }).click();
  await expect(page.getByRole('heading', { name: 'Administración' })).toBeVisible();
  await expectAccessible(page, 'sign in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { name: 'Pedidos', level: 1 })).toBeVisible();
  return email;
}

/** An order saved as the web app saves it; answers its reference. */
export async function saveOrder(request: APIRequestContext, data: Record<string, unknown>): Promise<{ referencia: string; numero: string }> {
  const response = await request.post('/api/guardar_marca', { multipart: { data: JSON.stringify(data) } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { referencia: string; numero: string };
}
