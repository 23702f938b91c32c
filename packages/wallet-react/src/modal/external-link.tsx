import type { MouseEventHandler, ReactNode } from 'react';

export interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}

/** A link that opens in a new tab without giving the new page a handle on this one. */
export function ExternalLink({ href, children, className, onClick, ...rest }: ExternalLinkProps): ReactNode {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} onClick={onClick} aria-label={rest['aria-label']}>
      {children}
    </a>
  );
}
