import { container, sectionTitle } from '../ui/styles';

/** spec-1 §2.2: the professionals' photo grid. Photos are placeholders the consultancy replaces. */
const TEAM = [
  { role: 'Agente de la Propiedad Industrial', area: 'Marcas nacionales y europeas', photo: '/img/equipo/equipo-1.webp' },
  { role: 'Abogada especialista en marcas', area: 'Oposiciones y recursos', photo: '/img/equipo/equipo-2.webp' },
  { role: 'Ingeniero de patentes', area: 'Patentes y modelos de utilidad', photo: '/img/equipo/equipo-3.webp' },
  { role: 'Consultora de diseño industrial', area: 'Diseños y derechos de autor', photo: '/img/equipo/equipo-4.webp' },
  { role: 'Gestor de expedientes', area: 'Seguimiento y renovaciones', photo: '/img/equipo/equipo-5.webp' },
  { role: 'Atención al cliente', area: 'Dudas y presupuestos', photo: '/img/equipo/equipo-6.webp' },
];

export function Team() {
  return (
    <section aria-labelledby="equipo" className="below-fold py-16 [--fold-h:1215px] sm:py-20 lg:[--fold-h:477px]">
      <div className={container}>
        <h2 id="equipo" className={sectionTitle}>
          Profesionales a tu lado
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-slate-700">
          Un equipo de agentes, abogados e ingenieros que conoce las oficinas de marcas y patentes por dentro.
        </p>
        <ul className="mt-10 grid grid-cols-2 gap-5 max-xs:grid-cols-1 md:grid-cols-3 lg:grid-cols-6" data-testid="team-grid">
          {TEAM.map((member) => (
            <li key={member.photo} className="overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200">
              <img
                src={member.photo}
                alt={`Foto de ejemplo: ${member.role}`}
                loading="lazy"
                width={400}
                height={500}
                className="aspect-[4/5] w-full object-cover"
              />
              <div className="p-3">
                <p className="text-sm font-bold text-brand-900">{member.role}</p>
                <p className="text-sm text-slate-700">{member.area}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
