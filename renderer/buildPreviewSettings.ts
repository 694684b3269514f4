import { type PreviewSettings, previewSettingsFrom } from '../preview/previewSettings.ts';

/** The build's preview settings (prerendered tags, page records, cards): its process env, read in one place. */
export function buildPreviewSettings(): PreviewSettings {
  return previewSettingsFrom(process.env);
}
