/**
 * The home page's video gallery (spec-1 §2.2, §3 "Video item"). The addresses are PLACEHOLDERS until
 * the consultancy lists its own videos here; thumbnails are local images so the page makes no
 * call to the video platform until a visitor presses play (DECISIONS §6).
 */
export interface VideoItem {
  url: string;
  title: string;
  description: string;
  /** A local image; the platform's own thumbnail would be a third-party call on every visit. */
  thumbnail: string;
}

export const videos: readonly VideoItem[] = [
  {
    url: 'https://www.youtube.com/watch?v=REEMPLAZAR1',
    title: 'Cómo registrar tu marca en un minuto',
    description: 'Te enseñamos a rellenar el formulario de marca nacional y elegir el plan que te conviene.',
    thumbnail: '/img/videos/video-1.webp',
  },
  {
    url: 'https://www.youtube.com/watch?v=REEMPLAZAR2',
    title: 'Marca nacional o marca europea',
    description: 'Cuándo basta con España y cuándo compensa proteger la marca en los 27 países de la Unión.',
    thumbnail: '/img/videos/video-2.webp',
  },
  {
    url: 'https://www.youtube.com/watch?v=REEMPLAZAR3',
    title: 'Las clases de Niza, explicadas',
    description: 'Qué son las 45 clases y cómo elegir las que necesita tu negocio.',
    thumbnail: '/img/videos/video-3.webp',
  },
  {
    url: 'https://www.youtube.com/watch?v=REEMPLAZAR4',
    title: 'Qué hacer ante una oposición',
    description: 'Plazos y opciones cuando alguien se opone a tu solicitud de marca.',
    thumbnail: '/img/videos/video-4.webp',
  },
  {
    url: 'https://www.youtube.com/watch?v=REEMPLAZAR5',
    title: 'Patente o modelo de utilidad',
    description: 'Diferencias, duración y costes para proteger una invención.',
    thumbnail: '/img/videos/video-5.webp',
  },
  {
    url: 'https://www.youtube.com/watch?v=REEMPLAZAR6',
    title: 'Renovar tu marca a tiempo',
    description: 'Cuándo vence una marca y cómo renovarla sin perder la protección.',
    thumbnail: '/img/videos/video-6.webp',
  },
];

/** The privacy-enhanced embed address of a video, or undefined for an address it cannot read. */
export function embedUrlOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    const id = parsed.hostname.endsWith('youtu.be') ? parsed.pathname.slice(1) : (parsed.searchParams.get('v') ?? parsed.pathname.split('/').at(-1));
    return id && /^[\w-]{6,20}$/.test(id) ? `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0` : undefined;
  } catch {
    return undefined;
  }
}
