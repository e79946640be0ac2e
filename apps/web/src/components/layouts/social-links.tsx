import { useTranslation } from 'react-i18next';

const networks = [
  {
    key: 'facebook',
    href: 'https://www.facebook.com/escazo',
    path: 'M14 8h3V4h-3c-2.8 0-4 1.7-4 4.3V11H7v4h3v9h4v-9h3l1-4h-4V8.6c0-.4.3-.6.6-.6z',
  },
  {
    key: 'x',
    href: 'https://x.com/escazo',
    path: 'M4 4l6.6 8.8L4.3 20H6l5.4-6.1L16 20h4l-7-9.3L18.9 4h-1.7l-5 5.7L8 4z',
  },
  {
    key: 'instagram',
    href: 'https://www.instagram.com/escazo',
    path: 'M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zm4 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-2a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4z',
  },
  {
    key: 'youtube',
    href: 'https://www.youtube.com/@escazo',
    path: 'M21.6 7.2a2.6 2.6 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.6 2.6 0 0 0 2.4 7.2C2 8.8 2 12 2 12s0 3.2.4 4.8a2.6 2.6 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.6 2.6 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3z',
  },
  {
    key: 'tiktok',
    href: 'https://www.tiktok.com/@escazo',
    path: 'M16.5 3c.4 2.3 1.9 3.9 4.5 4v3.2c-1.6 0-3.1-.5-4.4-1.3v6.3A6.2 6.2 0 1 1 10.4 9v3.3a3 3 0 1 0 2.9 3V3z',
  },
] as const;

export function SocialLinks() {
  const { t } = useTranslation();
  return (
    <ul className="flex gap-2" aria-label={t('footer.social')}>
      {networks.map((n) => (
        <li key={n.key}>
          <a
            href={n.href}
            rel="noopener noreferrer"
            target="_blank"
            aria-label={t(`footer.socialNetworks.${n.key}`)}
            className="grid size-10 place-items-center rounded-full bg-white/10 text-white hover:bg-white/20"
          >
            <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden="true">
              <path d={n.path} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
