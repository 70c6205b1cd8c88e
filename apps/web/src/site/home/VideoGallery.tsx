import { company } from '@shop/settings';
import { embedUrlOf, videos, type VideoItem } from '@shop/settings/videos';
import { PlayIcon, YoutubeIcon } from '../ui/icons';
import { container, sectionTitle } from '../ui/styles';
import { VideoDialog } from './VideoDialog';

/**
 * spec-1 §2.2: one featured video, two secondary, the rest in a scroller; each opens the modal
 * player. Server HTML with no framework (ADR 021): each card is a link to the video, which /shell.js
 * opens in the page's one `<dialog>` instead; without JavaScript the link leads to the video itself.
 */
export function VideoGallery() {
  const [featured, ...others] = videos;
  const secondary = others.slice(0, 2);
  const rest = others.slice(2);
  if (!featured) return null;

  return (
    <section aria-labelledby="videos" className="below-fold bg-slate-50 py-16 [--fold-h:1575px] sm:py-20 lg:[--fold-h:1049px]">
      <div className={container}>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="videos" className={sectionTitle}>
              Aprende con nuestros vídeos
            </h2>
            <p className="mt-3 max-w-2xl text-lg text-slate-700">Explicaciones breves y claras sobre marcas, patentes y diseños.</p>
          </div>
          <a
            href={company.social.youtube}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 hover:underline"
          >
            <YoutubeIcon className="h-5 w-5" />
            Ver el canal
            <span className="sr-only">(se abre en una pestaña nueva)</span>
          </a>
        </div>

        <div className="mt-10 grid gap-5 lg:grid-cols-3">
          <div className="lg:col-span-2" data-testid="video-featured">
            <VideoCard video={featured} size="large" />
          </div>
          <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-1" data-testid="video-secondary">
            {secondary.map((video) => (
              <VideoCard key={video.url} video={video} size="medium" />
            ))}
          </div>
        </div>

        {rest.length > 0 && (
          <ul className="scroller relative mt-5 flex gap-5 overflow-x-auto pb-3" aria-label="Más vídeos" data-testid="video-scroller">
            {rest.map((video) => (
              <li key={video.url} className="w-72 shrink-0">
                <VideoCard video={video} size="small" />
              </li>
            ))}
          </ul>
        )}
      </div>
      <VideoDialog />
    </section>
  );
}

/** The player's privacy-enhanced address and the video's title ride on the link, for /shell.js. */
function VideoCard({ video, size }: { video: VideoItem; size: 'large' | 'medium' | 'small' }) {
  return (
    <a
      href={video.url}
      data-shell="video"
      data-embed={embedUrlOf(video.url) ?? ''}
      data-title={video.title}
      className="group relative flex h-full w-full flex-col overflow-hidden rounded-2xl bg-white text-left shadow-sm ring-1 ring-slate-200 transition hover:shadow-md"
    >
      <span className="relative block aspect-video w-full overflow-hidden bg-brand-900">
        <img src={video.thumbnail} alt="" loading="lazy" width={640} height={360} className="h-full w-full object-cover transition group-hover:scale-[1.02]" />
        <span className="absolute inset-0 flex items-center justify-center">
          <span
            className={`inline-flex items-center justify-center rounded-full bg-white/95 text-accent-700 shadow-lg ${size === 'large' ? 'h-20 w-20' : 'h-14 w-14'}`}
          >
            <PlayIcon className={size === 'large' ? 'ml-1 h-9 w-9' : 'ml-0.5 h-6 w-6'} />
          </span>
        </span>
      </span>
      <span className={`flex flex-1 flex-col ${size === 'large' ? 'p-6' : 'p-4'}`}>
        <span className={`font-bold text-brand-900 ${size === 'large' ? 'text-xl' : 'text-base'}`}>
          <span className="sr-only">Reproducir vídeo: </span>
          {video.title}
        </span>
        {size !== 'small' && <span className="mt-1 text-slate-700">{video.description}</span>}
      </span>
    </a>
  );
}
