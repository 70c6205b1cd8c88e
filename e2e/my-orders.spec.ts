import { randomBytes } from 'node:crypto';
import ICAL from 'ical.js';
import { test, expect, expectAccessible } from './support/test';
import { saveOrder, signIn } from './support/admin';
import { linkInMail } from './support/mails';

const officeToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
/** Nine and a half years ago, on a day every month has: the renewal is due in six months, its first reminder today. */
function filedOn(): string {
  const [year, month] = officeToday().split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - 114;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-10`;
}

test('a client asks for a link, opens it from the mail, sees the order and its deadlines and subscribes to their calendar; the reminder links to the renewal, prefilled', async ({
  page,
  browser,
  request,
}) => {
  const email = `cliente-${randomBytes(4).toString('hex')}@example.es`;
  const order = await saveOrder(request, {
    flow: 'marca-nacional',
    applicantType: 'persona',
    name: 'Lucía',
    lastName: 'Martínez Soler',
    email,
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

  // Staff record the office's facts (the screen itself is rights.spec.ts's).
  await signIn(page, 'staff');
  const { sesion } = (await (await page.request.get('/api/admin/session')).json()) as { sesion: { csrf: string } };
  const recorded = await page.request.post(`/api/admin/orders/${order.numero}/filing`, {
    data: { officeNumber: 'M4123456', filedOn: filedOn() },
    headers: { 'x-csrf-token': sesion.csrf },
  });
  expect(recorded.ok(), await recorded.text()).toBe(true);

  // The client, in a browser of their own.
  const client = await browser.newContext({ locale: 'es-ES' });
  const visitor = await client.newPage();
  try {
    await visitor.goto('/mis-pedidos');
    await expect(visitor.getByRole('heading', { name: 'Mis pedidos', level: 1 })).toBeVisible();
    await expectAccessible(visitor, 'Mis pedidos: ask for a link');
    await visitor.getByLabel('Email').fill(email);
    await visitor.getByRole('button', { name: 'Enviarme el enlace' }).click();
    await expect(visitor.getByText('Revisa tu correo', { exact: true })).toBeVisible();

    const link = new URL(await linkInMail(email, /https?:\/\/[^\s"<>]+\/mis-pedidos\?acceso=[\w-]+/));
    await visitor.goto(`${link.pathname}${link.search}`);
    await visitor.getByRole('button', { name: 'Ver mis pedidos' }).click();
    await expect(visitor).toHaveURL(/\/mis-pedidos$/);
    const card = visitor.getByRole('article', { name: 'Marca Nacional' });
    await expect(card).toContainText(`Pedido ${order.numero}`);
    await expect(card.getByRole('region', { name: 'Plazos de tu derecho' })).toContainText('Ya puedes renovar tu marca');

    await visitor.getByRole('button', { name: 'Crear mi calendario' }).click();
    const address = await visitor.getByLabel('Dirección del calendario').inputValue();
    await expectAccessible(visitor, 'Mis pedidos: the orders');
    await visitor.setViewportSize({ width: 1280, height: 900 });
    await visitor.screenshot({ path: test.info().outputPath('mis-pedidos-1280.png'), fullPage: true });
    await visitor.setViewportSize({ width: 390, height: 844 });
    await visitor.screenshot({ path: test.info().outputPath('mis-pedidos-phone.png'), fullPage: true });

    const feed = await request.get(new URL(address).pathname);
    expect(feed.headers()['content-type']).toContain('text/calendar');
    const events = new ICAL.Component(ICAL.parse(await feed.text())).getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    const renewal = events.find((event) => event.summary === 'Renovar: tu marca «Horchata Clara»');
    expect(renewal?.startDate.isDate).toBe(true);

    // The reminder the facts made due went through the outbox; its button opens the renewal prefilled.
    const renew = new URL(await linkInMail(email, /https?:\/\/[^\s"<>]+\/renovacion-marca-nacional\?[^\s"<>]+/));
    expect(renew.searchParams.get('brandNumber')).toBe('M4123456');
    await visitor.goto(`${renew.pathname}${renew.search}`);
    await expect(visitor.getByLabel('Número de marca')).toHaveValue('M4123456');
    await expect(visitor.getByLabel('Nombre de la marca')).toHaveValue('Horchata Clara');
  } finally {
    await client.close();
  }
});
