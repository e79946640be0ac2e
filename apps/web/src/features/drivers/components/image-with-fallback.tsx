import { useEffect, useRef, useState, type ComponentProps } from 'react';

type Props = ComponentProps<'img'> & { src: string; fallbackSrc: string };

/** An image that switches to `fallbackSrc` once if `src` fails to load. */
export function ImageWithFallback({ src, fallbackSrc, onError, ...props }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = failedSrc === src ? fallbackSrc : src;
  const ref = useRef<HTMLImageElement>(null);

  // An image that failed before React attached its handler (a prerendered page) is caught here.
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0 && shown === src) setFailedSrc(src);
  }, [shown, src]);

  return (
    <img
      ref={ref}
      {...props}
      src={shown}
      onError={(event) => {
        if (shown !== fallbackSrc) setFailedSrc(src);
        onError?.(event);
      }}
    />
  );
}
