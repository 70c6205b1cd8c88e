import { test, expect, expectAccessible } from './support/test';
import { readPdf } from './support/pdf';
import { saveOrder, signIn } from './support/admin';

/** A national mark of one class, word mark, basic plan, for a person: under 400 €, a simplified invoice (DECISIONS §12). */
const order = {
  flow: 'marca-nacional',
  applicantType: 'persona',
  name: 'Lucía',
  lastName: 'Martínez Soler',
  email: 'lucia@example.es',
  phone: '612345678',
  selectedCountry: { code: 'ES', name: 'España', dialCode: '+34' },
  brandName: 'Horchata Clara',
  description: '',
  mediaType: 'imagen',
  selectedClasses: [30],
  selectedTrademarkType: 'denominativa',
  selectedPlan: 'basic',
  wantAgent: false,
  wantClassAgent: false,
  wantTypeAgent: false,
  acceptPrivacy: true,
  acceptTerms: true,
  producto: 'Marca Nacional',
  adicional: {},
};

/** The day in Valencia as the invoice and its QR write it: dd-mm-aaaa. */
const officeDay = () => {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date()).split('-');
  return `${day}-${month}-${year}`;
};

test('a paid order links its invoice: a PDF that reads as the invoice and whose QR is the AEAT checking address', async ({ page, request }) => {
  const saved = await request.post('/api/guardar_marca', { multipart: { data: JSON.stringify(order) } });
  expect(saved.ok(), await saved.text()).toBe(true);
  const { referencia, total } = (await saved.json()) as { referencia: string; total: { centimos: number; texto: string } };

  await page.goto(`/g/pay?trans=${referencia}`);
  await page.getByRole('button', { name: 'Pagar' }).click();
  await expect(page).toHaveURL(/\/pago\/ok\?trans=/);
  await page.getByRole('link', { name: 'Ver mi pedido' }).click();
  const link = page.getByRole('link', { name: 'descargar la factura (PDF)' });
  await expect(link).toBeVisible();
  await expectAccessible(page, 'order page with its invoice');

  const { factura } = (await (await request.get(`/api/pedido/${referencia}`)).json()) as { factura: { numero: string; url: string } };
  expect(await link.getAttribute('href')).toBe(factura.url);
  const pdf = await request.get(factura.url);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const { text, qr } = await readPdf(await pdf.body());
  expect(text).toContain('Factura simplificada');
  expect(text).toContain(`Número: ${factura.numero}`);
  expect(text).toContain('VERI*FACTU');
  expect(text).toContain('Factura verificable en la sede electrónica de la');
  expect(text).toContain('Tasas oficiales (suplidos)');
  expect(text).toContain(total.texto);

  // The QR decoded from the printed image: AEAT's checking service (test host by default) and the invoice's four fields.
  const url = new URL(qr!);
  expect(`${url.origin}${url.pathname}`).toBe('https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR');
  expect(Object.fromEntries(url.searchParams)).toEqual({
    nif: 'B00000000',
    numserie: factura.numero,
    fecha: officeDay(),
    importe: (total.centimos / 100).toFixed(2),
  });
});

test('staff read the period’s invoices with their totals, check the chain and, as admins, issue a corrective invoice', async ({ page, request }) => {
  const { referencia } = await saveOrder(request, order);
  await page.goto(`/g/pay?trans=${referencia}`);
  await page.getByRole('button', { name: 'Pagar' }).click();
  await expect(page).toHaveURL(/\/pago\/ok\?trans=/);
  const { factura } = (await (await request.get(`/api/pedido/${referencia}`)).json()) as { factura: { numero: string } };

  await signIn(page, 'admin');
  await page.getByRole('link', { name: 'Facturas' }).click();
  await expect(page.getByRole('heading', { name: 'Facturas', level: 1 })).toBeVisible();
  const table = page.getByRole('region', { name: 'Facturas del periodo' });
  await expect(table.getByRole('link', { name: factura.numero })).toBeVisible();
  // No company certificate in the tests: the records wait, and the screen says so.
  await expect(page.getByTestId('verifactu-aviso')).toContainText('No hay certificado de la empresa configurado');
  await expect(page.getByTestId('invoice-totals')).toContainText('Tasas oficiales (suplidos)');
  await expect(page.getByRole('link', { name: 'Descargar facturas (CSV)' })).toHaveAttribute(
    'href',
    /\/api\/admin\/invoices\.csv\?desde=\d{4}-\d{2}-01&hasta=/,
  );
  await expectAccessible(page, 'invoices');

  await page.getByRole('button', { name: 'Comprobar la cadena de registros' }).click();
  await expect(page.getByText(/^Cadena correcta: \d+ registros/)).toBeVisible();

  await page.getByLabel('Factura que se rectifica').fill(factura.numero);
  await page.getByLabel('Tipo de rectificativa').selectOption('R5');
  await page.getByLabel('Importe a rectificar (€)').fill('10,00');
  await page.getByLabel('Motivo').fill('Descuento acordado con el cliente');
  await page.getByRole('button', { name: 'Emitir rectificativa' }).click();
  await expect(page.getByText(/^Factura rectificativa R\d{4}-\d{6} emitida\.$/)).toBeVisible();
  await expect(table.getByText(`Rectifica ${factura.numero}`)).toBeVisible();
  await expectAccessible(page, 'invoices after a corrective invoice');
});
