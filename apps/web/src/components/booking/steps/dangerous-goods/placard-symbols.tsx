import type { PlacardSymbol } from '@portal/domain/dangerous-goods/dg-classes';
import type { ReactElement } from 'react';

// The placard symbols, simplified, drawn in the upper half of a 100 x 100 diamond
// (ADG Code 5.2: the symbol sits in the top corner, the class number in the bottom one).

const FLAME = 'M50 13c7 8 11 15 8 24 4-3 5-6 4-10 6 7 5 17-3 21H41c-8-4-9-12-3-20 0 4 2 7 4 8-2-8 2-15 8-23z';

function trefoilBlade(angle: number): string {
  const point = (radius: number, degrees: number) => {
    const radians = (degrees * Math.PI) / 180;
    return `${(50 + radius * Math.cos(radians)).toFixed(2)} ${(32 + radius * Math.sin(radians)).toFixed(2)}`;
  };
  const [inner, outer] = [4.5, 15];
  return `M${point(inner, angle - 30)}L${point(outer, angle - 30)}A${outer} ${outer} 0 0 1 ${point(outer, angle + 30)}L${point(inner, angle + 30)}A${inner} ${inner} 0 0 0 ${point(inner, angle - 30)}z`;
}

const SYMBOLS: Record<PlacardSymbol, (ink: string, paper: string) => ReactElement | null> = {
  'exploding-bomb': (ink) => (
    <g fill={ink} stroke={ink} strokeWidth={1.5}>
      <circle cx={46} cy={38} r={8} />
      <path d="M52 31l5-6M58 22l2-6M61 25l6-3M62 30l6 1M55 18l-1-5" fill="none" />
    </g>
  ),
  flame: (ink) => (
    <g fill={ink}>
      <path d={FLAME} />
      <rect x={38} y={46} width={24} height={3} />
    </g>
  ),
  'gas-cylinder': (ink) => (
    <g fill={ink}>
      <rect x={42} y={18} width={16} height={30} rx={7} />
      <rect x={47} y={13} width={6} height={6} />
    </g>
  ),
  'skull-and-crossbones': (ink, paper) => (
    <g>
      <path d="M36 42l28 8M36 50l28-8" stroke={ink} strokeWidth={3} strokeLinecap="round" />
      <circle cx={50} cy={27} r={10} fill={ink} />
      <rect x={45} y={33} width={10} height={7} rx={2} fill={ink} />
      <circle cx={46} cy={26} r={2.5} fill={paper} />
      <circle cx={54} cy={26} r={2.5} fill={paper} />
    </g>
  ),
  'flame-over-circle': (ink, paper) => (
    <g fill={ink}>
      <path d={FLAME} transform="translate(10 -2) scale(0.8)" />
      <circle cx={50} cy={41} r={6} stroke={paper} strokeWidth={1} />
      <rect x={38} y={47} width={24} height={3} />
    </g>
  ),
  biohazard: (ink, paper) => (
    <g fill="none" stroke={ink} strokeWidth={3.5}>
      <circle cx={50} cy={24} r={7} />
      <circle cx={43} cy={36} r={7} />
      <circle cx={57} cy={36} r={7} />
      <circle cx={50} cy={32} r={3} fill={paper} strokeWidth={2} />
    </g>
  ),
  trefoil: (ink) => (
    <g fill={ink}>
      <circle cx={50} cy={32} r={3} />
      {[-90, 30, 150].map((angle) => (
        <path key={angle} d={trefoilBlade(angle + 180)} />
      ))}
    </g>
  ),
  corrosion: (ink) => (
    <g fill={ink} stroke={ink}>
      <path d="M36 16l8 6-4 5-8-6zM56 16l8 6-4 5-8-6z" strokeWidth={1} />
      <path d="M40 30v6M60 30v6" strokeWidth={2} strokeDasharray="2 2" />
      <rect x={34} y={40} width={14} height={4} rx={1} />
      <rect x={54} y={40} width={14} height={4} rx={1} />
    </g>
  ),
  none: () => null,
};

/** The symbol of a placard in `ink` on `paper` (the diamond's upper colour). */
export function PlacardSymbolShape({ symbol, ink, paper }: { symbol: PlacardSymbol; ink: string; paper: string }) {
  return SYMBOLS[symbol](ink, paper);
}
