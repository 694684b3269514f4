import { useEffect, useState } from 'react';

const TYPING_PAUSE_MS = 250;

/** The text once the person pauses typing, trimmed: a search asks for it, not for each keystroke. */
export function useTypingPause(text: string): string {
  const [settled, setSettled] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}
