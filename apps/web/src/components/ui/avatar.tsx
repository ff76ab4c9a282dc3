import { useState } from 'react';
import { FALLBACK_AVATAR } from '@spaceshare/shared/constants';

/** A round avatar that falls back to /img/noavatar.png when missing or broken. */
export function Avatar({ src, alt, size = 40, className }: { src?: string | null; alt: string; size?: number; className?: string }) {
  const [broken, setBroken] = useState(false);
  const url = !src || broken ? FALLBACK_AVATAR : src;
  return (
    <img
      src={url}
      alt={alt}
      width={size}
      height={size}
      className={className}
      style={{ width: size, height: size, borderRadius: '50%', objectFit: 'cover', flexShrink: 0, background: '#e4ecea' }}
      onError={() => setBroken(true)}
      loading="lazy"
    />
  );
}
