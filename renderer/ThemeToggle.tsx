import { useEffect, useState } from 'react';
import { THEME_STORAGE_KEY } from './themeBootScript.ts';

type Theme = 'light' | 'dark';

/** Switches light/dark and remembers the choice; before any choice the OS preference rules. */
export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme | undefined>(undefined);

  useEffect(() => {
    const stored = document.documentElement.dataset.theme;
    setTheme(
      stored === 'dark' || stored === 'light'
        ? stored
        : matchMedia('(prefers-color-scheme: dark)').matches
          ? 'dark'
          : 'light',
    );
  }, []);

  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="icon-button theme-toggle"
      aria-label={`Switch to ${next} theme`}
      onClick={() => {
        document.documentElement.dataset.theme = next;
        try {
          localStorage.setItem(THEME_STORAGE_KEY, next);
        } catch {
          // Private mode: the choice lasts for this page only.
        }
        setTheme(next);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
        <path d="M12 3a9 9 0 1 0 9 9 7 7 0 0 1-9-9z" fill="currentColor" />
      </svg>
    </button>
  );
}
