/** A country flag from our own /flags folder (flag-icons, shipped with the build). */
export function Flag({ code, size = 20, title }: { code?: string | null; size?: number; title?: string }) {
  if (!code || !/^[a-z]{2}$/i.test(code)) return null;
  return (
    <img
      src={`/flags/${code.toLowerCase()}.svg`}
      alt={title ?? ''}
      title={title}
      width={Math.round((size * 4) / 3)}
      height={size}
      style={{ display: 'inline-block', width: Math.round((size * 4) / 3), height: size, borderRadius: 3, objectFit: 'cover', verticalAlign: 'middle' }}
      loading="lazy"
    />
  );
}
