import './appStatus.css';

/**
 * Tells that a new version is ready. Nothing reloads by itself: a half-typed swap must survive
 * until the person chooses to reload.
 */
export function UpdatePrompt({ onReload }: { onReload: () => void }) {
  return (
    <div className="app-status update-prompt" role="status">
      <span>A new version is available</span>
      <button type="button" className="button" onClick={onReload}>
        Reload
      </button>
    </div>
  );
}
