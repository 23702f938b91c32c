import type { ReactNode } from 'react';

export interface WalletIconProps {
  /** A safe `<img src>` value from the connector; a blank square of the same size while unknown. */
  src: string | undefined;
  size?: number;
}

/** A wallet icon: always an `<img>`, lazy, with a fixed size so nothing shifts when it loads. */
export function WalletIcon({ src, size = 32 }: WalletIconProps): ReactNode {
  if (!src) return <span className="wr-icon wr-icon-blank" style={{ width: size, height: size }} aria-hidden="true" />;
  return <img className="wr-icon" src={src} alt="" width={size} height={size} loading="lazy" decoding="async" />;
}
