import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { CONDITIONS_VERSION, company } from '@shop/settings';
import { sitePages } from '@shop/settings/routes';
import { container, link, pageTitle } from '../ui/styles';
import { usePageMeta } from '../ui/usePageMeta';

/** spec-1 §2.6: the anchors the chips, the footer's short paths and the order forms point at. */
const SECTIONS = [
  { id: 'vision', label: 'Visión y misión' },
  { id: 'politica', label: 'Política de seguridad' },
  { id: 'condiciones', label: 'Condiciones generales' },
  { id: 'privacidad', label: 'Privacidad y cookies' },
  { id: 'aviso', label: 'Aviso legal' },
] as const;

/**
 * The legal notice: on load it scrolls to the hash's section, or to the top when there is none, and
 * marks the chip of that section. Sent without code (ADR 021): the browser scrolls to the section
 * itself, and /shell.js marks the chip (the server never sees the hash); the effect below does both
 * where the app draws the page, on a navigation from a page that runs.
 */
export function LegalPage() {
  usePageMeta(sitePages['/aviso-legal']);
  const { hash } = useLocation();

  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView({ block: 'start' });
    else window.scrollTo({ top: 0 });
    // On narrow screens the chips scroll sideways: bring the current one into sight.
    const chip = document.querySelector<HTMLElement>('[data-testid="legal-chips"] [aria-current="location"]');
    const strip = chip?.closest('ul');
    if (chip && strip) strip.scrollLeft += chip.getBoundingClientRect().left - strip.getBoundingClientRect().left - (strip.clientWidth - chip.offsetWidth) / 2;
  }, [hash]);

  return (
    <div>
      <div className={`${container} pt-12 sm:pt-16`}>
        <h1 className={pageTitle}>Aviso legal, condiciones y privacidad</h1>
        <p className="mt-4 max-w-3xl text-lg text-slate-700">
          Aquí explicamos quiénes somos, cómo protegemos tu información, en qué condiciones prestamos nuestros servicios y qué hacemos con tus datos.
        </p>
      </div>

      <nav
        aria-label="Secciones"
        className="sticky top-[var(--header-h)] z-20 mt-8 border-y border-slate-200 bg-white/95 backdrop-blur"
        data-testid="legal-chips"
        data-shell="legal-chips"
      >
        <ul className={`${container} flex gap-2 overflow-x-auto py-3`}>
          {SECTIONS.map((section) => (
            <li key={section.id} className="shrink-0">
              <a
                href={`#${section.id}`}
                aria-current={hash === `#${section.id}` ? 'location' : undefined}
                className="inline-flex min-h-10 items-center rounded-full border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:border-brand-700 hover:text-brand-800 aria-[current=location]:border-brand-800 aria-[current=location]:bg-brand-800 aria-[current=location]:text-white"
              >
                {section.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {/* Sections apart and inset as before (3.5rem, 3rem): each holds 0.5rem round its text (see Section). */}
      <div className="mx-auto w-full max-w-4xl space-y-10 px-4 py-10 text-slate-800 sm:px-6">
        <Section id="vision" fold="[--fold-h:376px] lg:[--fold-h:220px]" title="Visión y misión">
          <p>
            {company.name} es una consultoría de propiedad industrial e intelectual con sede en Valencia. Nuestra misión es que cualquier persona o empresa
            pueda proteger su marca, sus invenciones, sus diseños y sus obras de forma sencilla, con un precio cerrado y con el respaldo de profesionales.
          </p>
          <p>
            Queremos ser la forma más clara de registrar y defender un derecho de propiedad industrial en España y en Europa: sin letra pequeña, con plazos
            conocidos y con información puntual de cada paso de tu expediente.
          </p>
        </Section>

        <Section id="politica" fold="[--fold-h:522px] lg:[--fold-h:340px]" title="Política de seguridad">
          <p>Tratamos la información de nuestros clientes con las medidas técnicas y organizativas adecuadas a su naturaleza:</p>
          <ul className="list-disc space-y-1 pl-6">
            <li>Las comunicaciones con este sitio viajan cifradas.</li>
            <li>
              Los documentos que nos envías se guardan fuera del espacio público del sitio, con nombres generados, y solo acceden a ellos las personas que
              llevan tu expediente.
            </li>
            <li>Los pagos se realizan en la pasarela de una entidad bancaria: nunca vemos ni guardamos los datos de tu tarjeta.</li>
            <li>La referencia de cada pedido es secreta y no puede adivinarse; solo quien la tiene puede consultar o completar ese pedido.</li>
            <li>Revisamos periódicamente los accesos y mantenemos copias de seguridad.</li>
          </ul>
        </Section>

        <Section id="condiciones" fold="[--fold-h:1944px] lg:[--fold-h:1112px]" title="Condiciones generales de contratación">
          <p className="text-sm text-slate-700">Versión {CONDITIONS_VERSION}. Cada pedido guarda la versión aceptada y el momento de la aceptación.</p>
          <h3 className="text-lg font-bold text-brand-900">1. Objeto</h3>
          <p>
            Estas condiciones regulan la contratación a través de este sitio de los servicios de {company.legalName} (en adelante, «{company.name}»): registro,
            renovación, vigilancia y defensa de marcas y nombres comerciales, patentes, modelos de utilidad, diseños industriales, derechos de autor y servicios
            relacionados.
          </p>
          <h3 className="text-lg font-bold text-brand-900">2. Descripción del servicio</h3>
          <p>
            Cada servicio se describe en su página con su precio, lo que incluye y lo que no. Al completar el pedido nos encargas la preparación y presentación
            de la solicitud ante la oficina competente (la Oficina Española de Patentes y Marcas, la Oficina de Propiedad Intelectual de la Unión Europea u
            otras) y su seguimiento. La concesión del derecho depende de la oficina y de terceros, por lo que no podemos garantizarla.
          </p>
          <p>Archivamos la documentación de cada expediente durante al menos 5 años, para poder acreditar lo presentado y atender cualquier incidencia.</p>
          <h3 className="text-lg font-bold text-brand-900">3. Cuentas y tarifas</h3>
          <p>
            Los precios se muestran en euros con el IVA incluido. El precio se calcula en nuestro servidor con las tarifas vigentes en el momento del pedido y
            se paga por adelantado en la pasarela de pago. El total que ves antes de pagar incluye todo lo que el total de cada servicio indica, también las
            clases adicionales que elijas. Si un servicio no incluye alguna tasa oficial (por ejemplo, el cambio de titular, el recurso de alzada, la
            presentación de oposiciones o la contestación a suspensos), lo indica junto a su precio antes de contratar. Los servicios que se solicitan con un
            presupuesto reciben un presupuesto personalizado, que solo pagas si lo aceptas. Si disponemos de un área de clientes, eres responsable de custodiar
            tus claves de acceso.
          </p>
          <h3 className="text-lg font-bold text-brand-900">4. Capacidad para contratar</h3>
          <p>
            Para contratar debes ser mayor de edad y tener capacidad legal para obligarte, o actuar en representación de una empresa con poder suficiente. Los
            datos del solicitante deben ser veraces: la oficina los usará para el título del derecho.
          </p>
          <h3 className="text-lg font-bold text-brand-900">5. Desistimiento</h3>
          <p>
            Si eres consumidor, puedes desistir en 14 días naturales desde la contratación, salvo que hayas pedido expresamente que empecemos antes y el
            servicio se haya prestado por completo (por ejemplo, una solicitud ya presentada ante la oficina, cuyas tasas no son reembolsables). Al marcar, en
            un formulario de pedido, la casilla en la que aceptas las condiciones generales nos pides expresamente que empecemos a prestar el servicio de
            inmediato; por eso, una vez prestado por completo, pierdes el derecho de desistimiento.
          </p>
        </Section>

        <Section id="privacidad" fold="[--fold-h:972px] lg:[--fold-h:530px]" title="Privacidad y cookies">
          <p>
            El responsable del tratamiento de tus datos es {company.legalName}, con CIF {company.taxId} y domicilio en {company.address}. Tratamos los datos que
            nos das en los formularios para prestar el servicio que contratas, responder a tus consultas y, si te suscribes, enviarte nuestra newsletter. La
            base legal es el contrato, tu consentimiento y el cumplimiento de obligaciones legales.
          </p>
          <p>
            Los datos de los pedidos se comunican a las oficinas de propiedad industrial porque lo exige el trámite. Conservamos los datos al menos 5 años y,
            después, mientras puedan derivarse responsabilidades. Los datos de la newsletter se conservan hasta que te des de baja.
          </p>
          <p>
            Puedes ejercer tus derechos de acceso, rectificación, supresión, oposición, limitación y portabilidad por correo electrónico a{' '}
            <a href={`mailto:${company.email}`} className={link}>
              {company.email}
            </a>{' '}
            o mediante carta firmada dirigida a nuestro domicilio, acompañando una copia de tu documento de identidad. También puedes reclamar ante la Agencia
            Española de Protección de Datos.
          </p>
          <h3 className="text-lg font-bold text-brand-900">Cookies</h3>
          <p>
            Este sitio no usa cookies de publicidad ni de analítica. Guarda en tu navegador los datos de un pedido en curso, para que no se pierdan si recargas
            la página. Los vídeos y el mapa se cargan desde YouTube y Google solo cuando pulsas para verlos; a partir de ese momento esos servicios pueden usar
            sus propias cookies.
          </p>
        </Section>

        <Section id="aviso" fold="[--fold-h:528px] lg:[--fold-h:398px]" title="Aviso legal">
          <p>
            En cumplimiento de la Ley 34/2002, de servicios de la sociedad de la información y de comercio electrónico, te informamos de que este sitio
            pertenece a:
          </p>
          <ul className="list-disc space-y-1 pl-6">
            <li>Titular: {company.legalName}</li>
            <li>CIF: {company.taxId}</li>
            <li>Domicilio: {company.address}</li>
            <li>
              Correo electrónico:{' '}
              <a href={`mailto:${company.email}`} className={link}>
                {company.email}
              </a>
            </li>
            <li>Teléfono: {company.phone}</li>
          </ul>
          <p>
            Los contenidos de este sitio (textos, imágenes, diseño y código) son propiedad de {company.name} o se usan con autorización. No pueden reproducirse
            sin permiso. La información de este sitio es general y no sustituye al asesoramiento sobre un caso concreto.
          </p>
          <p>
            ¿Tienes dudas?{' '}
            <Link to="/contacto" className={link}>
              Escríbenos
            </Link>
            .
          </p>
        </Section>
      </div>
    </div>
  );
}

/**
 * A section laid out only as it nears the screen (`below-fold`, ADR 021), `fold` its height on a phone
 * and a wide screen until then. Its paint is contained: 0.5rem of padding round the text (and as much
 * margin back) keeps its links' focus rings whole, and its anchor lands where it did.
 */
function Section({ id, title, fold, children }: { id: string; title: string; fold: string; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-titulo`}
      className={`below-fold -mx-2 scroll-mt-[calc(var(--header-h)+4.5rem-var(--spacing)*2)] space-y-4 p-2 leading-relaxed ${fold}`}
    >
      <h2 id={`${id}-titulo`} className="text-2xl font-bold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
