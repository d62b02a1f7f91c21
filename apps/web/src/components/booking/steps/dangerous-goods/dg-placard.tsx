import type { DgClass } from '@portal/domain/dangerous-goods/dg-classes';
import { useId } from 'react';
import { PlacardSymbolShape } from './placard-symbols';

const DIAMOND = '50,2 98,50 50,98 2,50';
const UPPER = '2,50 50,2 98,50';
const LOWER = '2,50 98,50 50,98';
/** Seven coloured stripes and six gaps across the diamond's width. */
const STRIPE_WIDTH = 96 / 13;
const STRIPES = Array.from({ length: 7 }, (_, i) => 2 + i * 2 * STRIPE_WIDTH);

export interface DgPlacardProps {
  dgClass: DgClass;
  /** Width and height in pixels. */
  size?: number;
}

/**
 * A class's placard as an inline SVG: a diamond in the class's standard colours and pattern,
 * its symbol at the top and the class number at the bottom (spec 02 sections 2 and 3).
 */
export function DgPlacard({ dgClass, size = 72 }: DgPlacardProps) {
  const id = useId();
  const { placard } = dgClass;
  const titleId = `${id}-title`;
  const stripeClip = placard.pattern === 'top-stripes' ? UPPER : DIAMOND;
  return (
    <svg width={size} height={size} viewBox="0 0 100 100" role="img" aria-labelledby={titleId}>
      <title id={titleId}>{`Class ${dgClass.number} ${dgClass.title}`}</title>
      <clipPath id={`${id}-clip`}>
        <polygon points={stripeClip} />
      </clipPath>
      <polygon points={DIAMOND} fill={placard.background} />
      {placard.pattern === 'split' && <polygon points={LOWER} fill={placard.lower} />}
      {(placard.pattern === 'stripes' || placard.pattern === 'top-stripes') && (
        <g clipPath={`url(#${id}-clip)`} fill={placard.stripe}>
          {STRIPES.map((x) => (
            <rect key={x} x={x} y={0} width={STRIPE_WIDTH} height={100} />
          ))}
        </g>
      )}
      <PlacardSymbolShape symbol={placard.symbol} ink={placard.symbolColour} paper={placard.background} />
      <polygon points="50,7 93,50 50,93 7,50" fill="none" stroke={placard.textColour} strokeWidth={1.5} />
      <polygon points={DIAMOND} fill="none" stroke="#495057" strokeWidth={1} />
      <text x={50} y={87} textAnchor="middle" fontSize={14} fontWeight={700} fill={placard.textColour}>
        {dgClass.number}
      </text>
    </svg>
  );
}
