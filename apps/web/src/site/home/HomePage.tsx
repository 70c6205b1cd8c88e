import { Link } from 'react-router';
import { sitePages } from '@shop/settings/routes';
import { usePageMeta } from '../ui/usePageMeta';
import { buttonAccent, container } from '../ui/styles';
import { Hero } from './Hero';
import { Specialties } from './Specialties';
import { VideoGallery } from './VideoGallery';
import { Team } from './Team';

/** spec-1 §2.2: hero, specialties, video gallery and the professionals. */
export function HomePage() {
  usePageMeta(sitePages['/']);
  return (
    <>
      <Hero />
      <Specialties />
      <VideoGallery />
      <Team />
      <section aria-labelledby="hablamos" className="surface-dark bg-brand-900 py-14 text-white">
        <div className={`${container} flex flex-col items-start justify-between gap-6 md:flex-row md:items-center`}>
          <div>
            <h2 id="hablamos" className="text-2xl font-bold">
              ¿Tienes dudas sobre tu marca?
            </h2>
            <p className="mt-2 text-brand-100">Cuéntanos tu caso y te respondemos sin compromiso.</p>
          </div>
          <Link to="/contacto" className={buttonAccent}>
            Contactar
          </Link>
        </div>
      </section>
    </>
  );
}
