import { BrandMark } from './BrandMark.tsx';
import { CardFrame } from './CardFrame.tsx';
import { CARD_TEXT_CLUSTERS, cardText } from './cardText.ts';
import { LIGHT_TEXT, ONE_LINE } from './cardTheme.ts';
import { PairLogo } from './PairLogo.tsx';
import { Pill, type PillProps } from './Pill.tsx';

/** What a pair card draws besides its record's text: the logos as data URLs, and the brand. */
export interface PairCardAssets {
  token0Logo: string | undefined;
  token1Logo: string | undefined;
  chainLogo: string | undefined;
  brandName: string;
}

export interface PairCardProps extends PairCardAssets {
  token0Symbol: string;
  token1Symbol: string;
  /** The pair's name size: the pool card's pair fills the card, the position card's leaves room. */
  titleSize: number;
  /** Labels under the pair: version, fee tier, status. */
  pills: readonly PillProps[];
  /** A figure at the end of the pills' row (a position's value). */
  figure?: string | undefined;
  /** A line under the pills (a position's range). */
  footnote?: string | undefined;
}

/**
 * A card about a pair (spec section 9), the pool's and a position's: the split logo circle with its
 * chain badge and the brand on top; the pair, its labels, and what the card adds at the bottom.
 */
export function PairCard(props: PairCardProps) {
  const symbol0 = cardText(props.token0Symbol, CARD_TEXT_CLUSTERS.symbol);
  const symbol1 = cardText(props.token1Symbol, CARD_TEXT_CLUSTERS.symbol);
  return (
    <CardFrame>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <PairLogo
          token0Logo={props.token0Logo}
          token1Logo={props.token1Logo}
          symbol0={symbol0}
          symbol1={symbol1}
          chainLogo={props.chainLogo}
        />
        <BrandMark brandName={props.brandName} colour={LIGHT_TEXT} />
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
        <div
          style={{ ...ONE_LINE, width: '100%', fontSize: props.titleSize, fontWeight: 700, lineHeight: 1.15 }}
        >
          {`${symbol0}/${symbol1}`}
        </div>
        <div style={{ display: 'flex', alignItems: 'center', marginTop: 16 }}>
          {props.pills.map((pill) => (
            <Pill key={pill.text} {...pill} />
          ))}
          {props.figure ? (
            <div style={{ ...ONE_LINE, marginLeft: 'auto', fontSize: 56, fontWeight: 700 }}>
              {props.figure}
            </div>
          ) : null}
        </div>
        {props.footnote ? (
          <div
            style={{
              ...ONE_LINE,
              width: '100%',
              marginTop: 20,
              fontSize: 36,
              fontWeight: 500,
              color: 'rgba(255, 255, 255, 0.7)',
            }}
          >
            {cardText(props.footnote, CARD_TEXT_CLUSTERS.name * 2)}
          </div>
        ) : null}
      </div>
    </CardFrame>
  );
}
