import type { ReactNode } from 'react';
import icon from '../styles/shared/lineIcon.module.css';

type BackLinkProps = { href: string; className: string | undefined; children: ReactNode };

/** The "Back to …" link above a page's content: biome, species and resource pages, each with its own look. */
export function BackLink({ href, className, children }: BackLinkProps) {
  return (
    <a className={className} href={href}>
      <svg className={icon.line} viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
        <path d="M16 10H5m4-4-4 4 4 4" />
      </svg>
      {children}
    </a>
  );
}
