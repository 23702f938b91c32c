import type { ReactNode } from 'react';

/** A speaker with sound waves, or struck through when muted; decorative (the button has the words). */
export function SoundIcon({ muted }: { muted: boolean }): ReactNode {
  return (
    <svg className="sound-icon" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M2 6h3l4-3v10l-4-3H2z" fill="currentColor" />
      {muted ? (
        <path d="M11 6l4 4M15 6l-4 4" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" fill="none" />
      ) : (
        <path d="M11 5.5a3.5 3.5 0 0 1 0 5M12.5 3.5a6 6 0 0 1 0 9" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" fill="none" />
      )}
    </svg>
  );
}
