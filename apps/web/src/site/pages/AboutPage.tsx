import { Link } from 'react-router';
import { company } from '@shop/settings';
import { sitePages } from '@shop/settings/routes';
import { CheckIcon, ShieldIcon, StarIcon, UserIcon } from '../ui/icons';
import { buttonAccent, container, pageTitle } from '../ui/styles';
import { usePageMeta } from '../ui/usePageMeta';

const VALUES = [
  { Icon: StarIcon, title: 'Precio cerrado', text: 'Sabes lo que pagas desde el principio: tasas oficiales e IVA incluidos.' },
  { Icon: ShieldIcon, title: 'Profesionales', text: 'Agentes de la propiedad industrial, abogados e ingenieros revisan cada expediente.' },
  { Icon: UserIcon, title: 'Trato cercano', text: 'Una persona de referencia que te explica cada paso en un lenguaje claro.' },
];

/** spec-1 §2.3: a short text about the consultancy, written for this product (DECISIONS §6). */
export function AboutPage() {
  usePageMeta(sitePages['/about']);
  return (
    <div className={`${container} py-12 sm:py-16`}>
      <h1 className={pageTitle}>Quiénes somos</h1>
      <div className="mt-6 max-w-3xl space-y-4 text-lg leading-relaxed text-slate-800">
        <p>
          {company.name} es una consultoría de propiedad industrial e intelectual de Valencia. Ayudamos a emprendedores, autónomos y empresas a registrar y
          defender sus marcas, nombres comerciales, patentes, modelos de utilidad, diseños y obras, en España, en la Unión Europea y en el resto del mundo.
        </p>
        <p>
          Creemos que proteger una marca no debería ser complicado. Por eso hemos llevado a internet todo el proceso: eliges el servicio, rellenas un formulario
          en un minuto, pagas un precio cerrado y presentamos tu solicitud en 24 horas. Detrás de cada pedido hay profesionales que estudian tu caso y te
          acompañan hasta la concesión.
        </p>
      </div>
      <ul className="mt-12 grid grid-cols-1 gap-6 md:grid-cols-3">
        {VALUES.map(({ Icon, title, text }) => (
          <li key={title} className="rounded-2xl border border-slate-200 p-6 shadow-sm">
            <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-800">
              <Icon className="h-7 w-7" />
            </span>
            <h2 className="mt-4 text-lg font-bold text-brand-900">{title}</h2>
            <p className="mt-2 text-slate-700">{text}</p>
          </li>
        ))}
      </ul>
      <section aria-labelledby="que-hacemos" className="mt-12 rounded-2xl bg-brand-50 p-6 sm:p-8">
        <h2 id="que-hacemos" className="text-xl font-bold text-brand-900">
          Qué hacemos por ti
        </h2>
        <ul className="mt-4 grid grid-cols-1 gap-2 sm:grid-cols-2">
          {[
            'Registro de marcas nacionales, europeas e internacionales',
            'Patentes, modelos de utilidad y diseños',
            'Vigilancia, oposiciones y recursos',
            'Renovaciones y cambios de titular',
          ].map((item) => (
            <li key={item} className="flex gap-2 text-slate-800">
              <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-green-700" />
              {item}
            </li>
          ))}
        </ul>
        <Link to="/contacto" className={`${buttonAccent} mt-6`}>
          Habla con nosotros
        </Link>
      </section>
    </div>
  );
}
