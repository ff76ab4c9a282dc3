import { useState } from 'react';
import { FALLBACK_AVATAR } from '@spaceshare/shared/constants';

/** A round avatar that falls back to /img/noavatar.png when missing or broken. */
export function Avatar({ src, alt, size = 40, className }: { src?: string | null; alt: string; size?: number; className?: string }) {
  // The picture that failed, not a flag: a new `src` (a good picture chosen after a bad one) is tried.
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const url = !src || src === brokenSrc ? FALLBACK_AVATAR : src;
  return (
    <img
      src={url}
      alt={alt}
      width={size}
      height={size}
      className={className}
      style={{ width: size, height: size, borderRadius: '50%', objectFit: 'cover', flexShrink: 0, background: '#e4ecea' }}
      onError={() => setBrokenSrc(src ?? null)}
      loading="lazy"
    />
  );
}
