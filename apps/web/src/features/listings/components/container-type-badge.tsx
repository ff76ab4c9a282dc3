import { CONTAINER_TYPE_COLORS, type ContainerType } from '@spaceshare/shared/constants';
import styles from './listing.module.css';

/** 20ft blue, 40ft green, 40ft-HC purple (spec §9). */
export function ContainerTypeBadge({ type }: { type: ContainerType }) {
  const color = CONTAINER_TYPE_COLORS[type] ?? 'blue';
  return (
    <span className={`${styles.typeBadge} ${styles[`type-${color}`]}`} data-color={color}>
      {type}
    </span>
  );
}
