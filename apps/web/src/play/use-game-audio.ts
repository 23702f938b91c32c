import { useCallback, useState } from 'react';
import { storage } from '../storage/safe-storage.ts';

const key = 'game-audio';

/** Whether games may play sound (the stage's mute button), remembered on this device; and the toggle. */
export function useGameAudio(): [boolean, () => void] {
  const [audio, setAudio] = useState(() => storage.read(key) !== 'off');
  const toggle = useCallback(() => {
    setAudio((current) => {
      storage.write(key, current ? 'off' : null);
      return !current;
    });
  }, []);
  return [audio, toggle];
}
