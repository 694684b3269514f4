import { useEffect, useState } from 'react';
import { FirstAnswerSkeleton } from '../../components/FirstAnswerSkeleton.tsx';
import { type ChainInfo, explorerAddressUrl } from '../../data/chains.ts';
import { FIRST_ANSWER_SLOTS } from '../../data/firstAnswers.ts';
import type { TokenDetailsData } from '../../data/tokenDetails.ts';

type Translations = NonNullable<NonNullable<TokenDetailsData['project']>['descriptionTranslations']>;

/** The seven languages the Data API translates descriptions into, by the reader's language tag. */
const TRANSLATIONS: readonly { matches: RegExp; lang: string; field: keyof Translations }[] = [
  { matches: /^es\b/i, lang: 'es', field: 'descriptionEsEs' },
  { matches: /^fr\b/i, lang: 'fr', field: 'descriptionFrFr' },
  { matches: /^ja\b/i, lang: 'ja', field: 'descriptionJaJp' },
  { matches: /^pt\b/i, lang: 'pt', field: 'descriptionPtPt' },
  { matches: /^vi\b/i, lang: 'vi', field: 'descriptionViVn' },
  { matches: /^zh-(hant|tw|hk|mo)\b/i, lang: 'zh-Hant', field: 'descriptionZhHant' },
  { matches: /^zh\b/i, lang: 'zh-Hans', field: 'descriptionZhHans' },
];

/** The project's description in the reader's language (English otherwise) and its links. */
export function TokenAbout({
  token,
  chain,
}: {
  token: TokenDetailsData | undefined;
  chain: ChainInfo | undefined;
}) {
  const project = token?.project;
  const [languages, setLanguages] = useState<readonly string[]>([]);
  // The HTML carries English; the reader's language is only known in the browser.
  useEffect(() => setLanguages(navigator.languages ?? [navigator.language]), []);
  const translated = readerDescription(project?.descriptionTranslations, languages);
  const description = translated ?? { lang: 'en', text: project?.description };
  const explorer = chain && token?.address ? explorerAddressUrl(chain, token.address) : undefined;
  return (
    <section className="panel" aria-labelledby="token-about">
      <h2 id="token-about">About</h2>
      {token === undefined ? (
        <p>
          <FirstAnswerSkeleton slot={FIRST_ANSWER_SLOTS.tokenDescription} width="100%" height="2.6em" />
        </p>
      ) : description.text ? (
        <p className="token-description" lang={description.lang} data-testid="token-description">
          {description.text}
        </p>
      ) : (
        <p className="muted">No description yet.</p>
      )}
      <ul className="token-links">
        {project?.homepageUrl ? (
          <li>
            <a href={project.homepageUrl} target="_blank" rel="noreferrer nofollow">
              Website
            </a>
          </li>
        ) : null}
        {project?.twitterName ? (
          <li>
            <a
              href={`https://x.com/${encodeURIComponent(project.twitterName)}`}
              target="_blank"
              rel="noreferrer nofollow"
            >
              Twitter
            </a>
          </li>
        ) : null}
        {explorer ? (
          <li>
            <a href={explorer} target="_blank" rel="noreferrer">
              Explorer
            </a>
          </li>
        ) : null}
      </ul>
    </section>
  );
}

function readerDescription(translations: Translations | null | undefined, languages: readonly string[]) {
  if (!translations) return undefined;
  for (const language of languages) {
    if (/^en\b/i.test(language)) return undefined;
    const match = TRANSLATIONS.find((t) => t.matches.test(language));
    const text = match ? translations[match.field] : undefined;
    if (match && typeof text === 'string' && text) return { lang: match.lang, text };
  }
  return undefined;
}
