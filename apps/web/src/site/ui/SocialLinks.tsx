import { company } from '@shop/settings';
import { FacebookIcon, InstagramIcon, YoutubeIcon } from './icons';

/**
 * The three social networks (spec-1 §2.1): the video platform opens in a new tab; the two that
 * come from build-time settings are greyed out and inert until configured.
 */
export function SocialLinks({ size = 'small', tone = 'light' }: { size?: 'small' | 'large'; tone?: 'light' | 'dark' }) {
  const icon = size === 'small' ? 'h-4 w-4' : 'h-5 w-5';
  const box = size === 'small' ? 'h-7 w-7' : 'h-11 w-11';
  const active = tone === 'light' ? 'text-slate-700 hover:bg-brand-50 hover:text-brand-800' : 'text-white hover:bg-white/10';
  const inert = tone === 'light' ? 'text-slate-400 opacity-70' : 'text-brand-300 opacity-50';
  const networks = [
    { name: 'Facebook', href: company.social.facebook, Icon: FacebookIcon },
    { name: 'Instagram', href: company.social.instagram, Icon: InstagramIcon },
  ];
  return (
    <ul className="flex items-center gap-1" aria-label="Redes sociales">
      {networks.map(({ name, href, Icon }) => (
        <li key={name}>
          {href ? (
            <a href={href} target="_blank" rel="noopener noreferrer" className={`inline-flex ${box} items-center justify-center rounded-md ${active}`}>
              <Icon className={icon} />
              <span className="sr-only">{name} (se abre en una pestaña nueva)</span>
            </a>
          ) : (
            <span
              className={`inline-flex ${box} cursor-not-allowed items-center justify-center ${inert}`}
              data-testid={`social-${name.toLowerCase()}`}
              data-disabled="true"
              title={`${name}: próximamente`}
            >
              <Icon className={icon} />
              <span className="sr-only">{name} (no disponible)</span>
            </span>
          )}
        </li>
      ))}
      <li>
        <a
          href={company.social.youtube}
          target="_blank"
          rel="noopener noreferrer"
          className={`inline-flex ${box} items-center justify-center rounded-md ${active}`}
          data-testid="social-youtube"
        >
          <YoutubeIcon className={icon} />
          <span className="sr-only">YouTube (se abre en una pestaña nueva)</span>
        </a>
      </li>
    </ul>
  );
}
