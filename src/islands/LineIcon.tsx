import type { ReactNode } from 'react';
import icon from '../styles/shared/lineIcon.module.css';

type LineIconProps = {
  viewBox: string;
  /** Width and height in pixels: the icons are square. */
  size: number;
  children: ReactNode;
};

/** A decorative line icon: its words are beside it, so it is hidden from assistive technology and never focused. */
export function LineIcon({ viewBox, size, children }: LineIconProps) {
  return (
    <svg className={icon.line} viewBox={viewBox} width={size} height={size} aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}
