import { randomBytes } from 'node:crypto';
import { test, expect, expectAccessible } from './support/test';
import { saveOrder, signIn } from './support/admin';

// The form's refusal is a 400 the browser logs; its message is checked beside its field.
test.use({ allowConsoleErrors: [/status of 400/] });

/** Today at the office (Madrid) as [year, month, day]. */
function officeToday(): [number, number, number] {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date()).split('-').map(Number);
  return [year!, month!, day!];
}
const iso = (year: number, month: number, day: number) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
/** A day some months away; days up to the 28th exist in every month, so nothing is clamped. */
const monthsFrom = ([year, month, day]: [number, number, number], months: number): [number, number, number] => {
  const index = year * 12 + month - 1 + months;
  return [Math.floor(index / 12), (index % 12) + 1, day];
};
const es = ([year, month, day]: [number, number, number]) => `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;

test('staff record the office’s facts of a paid mark; the screen lists its deadlines and the client reads them on the order page', async ({
  page,
  request,
}) => {
  const [year, month, day] = officeToday();
  // Filed nine years ago: the renewal window opens in six months, the mark expires in a year.
  const filed: [number, number, number] = [year - 9, month, Math.min(day, 28)];
  const expiry = monthsFrom(filed, 120);
  const [opens, grace] = [monthsFrom(expiry, -6), monthsFrom(expiry, 6)];

  const order = await saveOrder(request, {
    flow: 'marca-nacional',
    applicantType: 'persona',
    name: 'Lucía',
    lastName: 'Martínez Soler',
    email: `cliente-${randomBytes(4).toString('hex')}@example.es`,
    phone: '612345678',
    selectedCountry: { code: 'ES', name: 'España', dialCode: '+34' },
    brandName: 'Horchata Clara',
    mediaType: 'imagen',
    selectedClasses: [29],
    selectedTrademarkType: 'denominativa',
    selectedPlan: 'basic',
    acceptPrivacy: true,
    acceptTerms: true,
  });
  await page.goto(`/g/pay?trans=${order.referencia}`);
  await page.getByRole('button', { name: 'Pagar' }).click();
  await expect(page).toHaveURL(/\/pago\/ok/);

  await signIn(page, 'staff');
  await page.goto(`/admin/pedidos/${order.numero}`);
  const office = page.getByRole('region', { name: 'Oficina y plazos' });
  await expect(office).toContainText('Marca española (registro)');
  await expect(office).toContainText('Los plazos aparecen al anotar la fecha de presentación.');

  // A filing date in the future is refused next to its field.
  await office.getByLabel('Número de solicitud').fill('M4123456');
  await office.getByLabel('Fecha de presentación').fill(iso(year + 1, 1, 10));
  await office.getByRole('button', { name: 'Guardar datos de la oficina' }).click();
  const filedOn = office.getByLabel('Fecha de presentación');
  await expect(filedOn).toHaveAttribute('aria-invalid', 'true');
  await expect(filedOn).toHaveAccessibleDescription('La fecha no puede ser futura.');

  await filedOn.fill(iso(...filed));
  await office.getByLabel('Fecha de publicación de la solicitud').fill(iso(...monthsFrom(filed, 1)));
  await office.getByLabel('Fecha de concesión (registro)').fill(iso(...monthsFrom(filed, 4)));
  await office.getByRole('button', { name: 'Guardar datos de la oficina' }).click();
  await expect(page.getByText('Datos de la oficina guardados: los plazos se han recalculado.')).toBeVisible();
  await expect(office).toContainText('Vigente');
  await expect(office).toContainText('Renovación: fin del 1.º periodo de 10 años');
  await expect(office).toContainText(`Desde el ${es(opens)} hasta el ${es(expiry)}; con recargo hasta el ${es(grace)}`);
  await expect(office).toContainText('Ley 17/2001, arts. 31 y 32.3');
  await expect(page.getByRole('region', { name: 'Historial' })).toContainText(`Fecha de presentación: ${es(filed)}`);
  await expectAccessible(page, 'order screen with the office’s facts');
  await page.screenshot({ path: test.info().outputPath('order-screen-deadlines.png'), fullPage: true });

  await page.goto(`/pedido/${order.referencia}`);
  const deadlines = page.getByRole('region', { name: 'Plazos de tu derecho' });
  await expect(deadlines).toContainText(`Puedes renovar desde el ${es(opens)}. Sin recargo hasta el ${es(expiry)}; con recargo hasta el ${es(grace)}.`);
  await expect(deadlines).toContainText('El plazo para que otros se opusieran a tu marca terminó el');
  await expectAccessible(page, 'order page with deadlines');
  await page.screenshot({ path: test.info().outputPath('order-page-deadlines.png'), fullPage: true });
});
