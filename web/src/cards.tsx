/** Playing cards drawn as SVG: "Qs", "Td", "Ah", "2c" faces, or a back for a hidden card. */
import type { JSX } from 'preact';

const SUITS: Record<string, { symbol: string; name: string; red: boolean }> = {
  s: { symbol: '♠', name: 'spades', red: false },
  h: { symbol: '♥', name: 'hearts', red: true },
  d: { symbol: '♦', name: 'diamonds', red: true },
  c: { symbol: '♣', name: 'clubs', red: false },
};
const RANKS: Record<string, { short: string; name: string }> = {
  A: { short: 'A', name: 'ace' },
  K: { short: 'K', name: 'king' },
  Q: { short: 'Q', name: 'queen' },
  J: { short: 'J', name: 'jack' },
  T: { short: '10', name: '10' },
  '9': { short: '9', name: '9' },
  '8': { short: '8', name: '8' },
  '7': { short: '7', name: '7' },
  '6': { short: '6', name: '6' },
  '5': { short: '5', name: '5' },
  '4': { short: '4', name: '4' },
  '3': { short: '3', name: '3' },
  '2': { short: '2', name: '2' },
};

export const suitSymbol = (s: string) => SUITS[s]?.symbol ?? s;
export const suitName = (s: string) => SUITS[s]?.name ?? s;

/** "Q♠" for text. */
export function cardText(card: string | null | undefined): string {
  if (!card) return '?';
  return `${RANKS[card[0]]?.short ?? card[0]}${suitSymbol(card[1])}`;
}

/** "queen of spades" for screen readers. */
export function cardName(card: string): string {
  return `${RANKS[card[0]]?.name ?? card[0]} of ${suitName(card[1])}`;
}

/** Pip layout of the number cards, in a 60 × 84 card: [x, y] of each pip. */
const PIPS: Record<string, [number, number][]> = {
  A: [[30, 42]],
  '2': [
    [30, 22],
    [30, 62],
  ],
  '3': [
    [30, 20],
    [30, 42],
    [30, 64],
  ],
  '4': [
    [20, 22],
    [40, 22],
    [20, 62],
    [40, 62],
  ],
  '5': [
    [20, 22],
    [40, 22],
    [30, 42],
    [20, 62],
    [40, 62],
  ],
  '6': [
    [20, 22],
    [40, 22],
    [20, 42],
    [40, 42],
    [20, 62],
    [40, 62],
  ],
  '7': [
    [20, 22],
    [40, 22],
    [30, 32],
    [20, 42],
    [40, 42],
    [20, 62],
    [40, 62],
  ],
  '8': [
    [20, 20],
    [40, 20],
    [30, 31],
    [20, 42],
    [40, 42],
    [30, 53],
    [20, 64],
    [40, 64],
  ],
  '9': [
    [20, 19],
    [40, 19],
    [20, 34],
    [40, 34],
    [30, 42],
    [20, 50],
    [40, 50],
    [20, 65],
    [40, 65],
  ],
  T: [
    [20, 18],
    [40, 18],
    [30, 27],
    [20, 35],
    [40, 35],
    [20, 49],
    [40, 49],
    [30, 57],
    [20, 66],
    [40, 66],
  ],
};

function Face({ card }: { card: string }) {
  const suit = SUITS[card[1]] ?? { symbol: '?', red: false };
  const rank = RANKS[card[0]]?.short ?? card[0];
  const color = suit.red ? '#c0262d' : '#1d1d1f';
  const pips = PIPS[card[0]];
  return (
    <>
      <rect x="0.5" y="0.5" width="59" height="83" rx="5" fill="#fffdf8" stroke="#9a9a9a" />
      <g fill={color} font-family="Georgia, 'Times New Roman', serif" text-anchor="middle">
        <text x="8" y="14" font-size="12" font-weight="700">
          {rank}
        </text>
        <text x="8" y="24" font-size="10">
          {suit.symbol}
        </text>
        <g transform="rotate(180 30 42)">
          <text x="8" y="14" font-size="12" font-weight="700">
            {rank}
          </text>
          <text x="8" y="24" font-size="10">
            {suit.symbol}
          </text>
        </g>
        {pips ? (
          pips.map(([x, y], i) => (
            <text
              key={i}
              x={x}
              y={y + 5}
              font-size={card[0] === 'A' ? 28 : 13}
              transform={y > 42 ? `rotate(180 ${x} ${y})` : undefined}
            >
              {suit.symbol}
            </text>
          ))
        ) : (
          <>
            <rect
              x="14"
              y="16"
              width="32"
              height="52"
              rx="3"
              fill="none"
              stroke={color}
              stroke-width="1"
              opacity="0.6"
            />
            <text x="30" y="41" font-size="20" font-weight="700">
              {rank}
            </text>
            <text x="30" y="60" font-size="16">
              {suit.symbol}
            </text>
          </>
        )}
      </g>
    </>
  );
}

function Back() {
  return (
    <>
      <rect x="0.5" y="0.5" width="59" height="83" rx="5" fill="#fff" stroke="#9a9a9a" />
      <rect x="4" y="4" width="52" height="76" rx="3" fill="#2a5aa0" />
      <rect x="8" y="8" width="44" height="68" rx="2" fill="none" stroke="#8fb1e3" stroke-width="1" />
      <text x="30" y="50" font-size="22" text-anchor="middle" fill="#8fb1e3">
        ♠
      </text>
    </>
  );
}

export interface CardProps {
  /** The card, or null for a face-down card. */
  card: string | null;
  size?: 'sm' | 'md' | 'lg';
  onClick?: () => void;
  /** Shown pressed (a selected card). */
  selected?: boolean;
  disabled?: boolean;
  /** The button's label, when clicking does something particular ("Play queen of spades"). */
  action?: string;
  class?: string;
  testId?: string;
  /** Clicking it posts one of the seat's legal moves. */
  legal?: boolean;
}

export function Card({
  card,
  size = 'md',
  onClick,
  selected,
  disabled,
  action,
  class: cls,
  testId,
  legal,
}: CardProps): JSX.Element {
  const label = card ? cardName(card) : 'face-down card';
  const svg = (
    <svg
      class={`card card-${size}`}
      viewBox="0 0 60 84"
      role="img"
      aria-label={label}
      data-card={card ?? 'back'}
    >
      {card ? <Face card={card} /> : <Back />}
    </svg>
  );
  if (!onClick) {
    return (
      <span class={`card-wrap ${cls ?? ''}`} data-testid={testId}>
        {svg}
      </span>
    );
  }
  return (
    <button
      type="button"
      class={`card-btn ${selected ? 'selected' : ''} ${cls ?? ''}`}
      onClick={onClick}
      disabled={disabled}
      aria-pressed={selected === undefined ? undefined : selected}
      aria-label={action ? `${action} ${label}` : label}
      data-card={card ?? 'back'}
      data-testid={testId}
      data-legal={legal || undefined}
    >
      {svg}
    </button>
  );
}

/** A placeholder where a card will lie. */
export function Slot({ size = 'md', label }: { size?: 'sm' | 'md' | 'lg'; label?: string }) {
  return <span class={`card-slot card-${size}`} aria-label={label ?? 'empty place'} role="img" />;
}

export function CardRow({
  cards,
  size,
  hidden = 0,
}: {
  cards: (string | null)[];
  size?: 'sm' | 'md' | 'lg';
  hidden?: number;
}) {
  return (
    <span class="card-row">
      {cards.map((c, i) => (
        <Card key={`${c}-${i}`} card={c} size={size} />
      ))}
      {Array.from({ length: hidden }, (_, i) => (
        <Card key={`h${i}`} card={null} size={size} />
      ))}
    </span>
  );
}
