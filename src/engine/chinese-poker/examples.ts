/**
 * The worked examples of docs/rules/chinese-poker.md §10, as data: used by the unit tests and the e2e test.
 * Each seat's rows are written as in docs/rules/chinese-poker.md; `subs` lists the submissions in submission order.
 */
export interface ExampleSubmission {
  seat: number;
  type: 'arrange' | 'declare';
  hand?: 'six-pairs' | 'three-straights' | 'three-flushes' | 'dragon';
  front: string;
  middle: string;
  back: string;
}

export interface WorkedExample {
  name: string;
  players: number;
  subs: ExampleSubmission[];
  points: number[];
}

const arr = (seat: number, front: string, middle: string, back: string): ExampleSubmission => ({
  seat,
  type: 'arrange',
  front,
  middle,
  back,
});

export const EXAMPLE_1: WorkedExample = {
  name: 'Example 1 (seed; 2 players)',
  players: 2,
  subs: [
    arr(0, '6s 6c 4h', 'Td Ts 9c Qs 8c', '3h 3d 3s 2h 2d'),
    arr(1, 'Ah Kd Qd', '9h 9d 5h 5d 4c', 'Ks Js 9s 8s 7s'),
  ],
  points: [1, -1],
};

export const EXAMPLE_2: WorkedExample = {
  name: 'Example 2 (seed; 4 players)',
  players: 4,
  subs: [
    arr(0, 'Ah Kd Qd', '4s 4h 6h 5c 3c', 'Ts 9c 8h 7s 6c'),
    arr(1, 'Qs Qh 5h', 'Jh Jd 7h 7c 4c', 'Ks Kh 6d 6s 3d'),
    arr(2, 'Ad Kc Jc', '8d 8c 5s 4d 3s', '9h 9d 9s 2c 2d'),
    arr(3, 'Qc Js 8s', 'Ac As 7d 5d 3h', 'Th Td Tc 2s 2h'),
  ],
  points: [-3, 3, -1, 1],
};

export const EXAMPLE_3: WorkedExample = {
  name: 'Example 3 (seed; 4 players; bonus rows)',
  players: 4,
  subs: [
    arr(0, '8h 8d 8c', 'Ac Qc 9c 6c 3c', 'Js Ts 9s 8s 7s'),
    arr(1, 'Ah 7h 7c', 'Jh Jd Kd 5c 4c', 'Th Td Tc 6s 6h'),
    arr(2, '5h 5s Ks', '4s 4d 3d 3s 7d', 'Qh Qd Qs 2s 2h'),
    arr(3, 'Ad As Jc', 'Kc Kh 9h 9d 2c', '6d 5d 4h 3h 2d'),
  ],
  points: [27, -11, -9, -7],
};

export const EXAMPLE_4: WorkedExample = {
  name: 'Example 4 (competing declarations; 3 players)',
  players: 3,
  subs: [
    {
      seat: 0,
      type: 'declare',
      hand: 'six-pairs',
      front: '2d 2h 3h',
      middle: '5d 5h 4d 4h 3d',
      back: 'Kc Ks 6d 6h As',
    },
    {
      seat: 1,
      type: 'declare',
      hand: 'dragon',
      front: '2c 3c 4c',
      middle: '5c 6c 7d 8d 9d',
      back: 'Td Jd Qh Kh Ah',
    },
    arr(2, 'Qc Qd 7c', '9c 9h 9s 8c 8h', '2s 3s 4s 5s 6s'),
  ],
  points: [-21, 26, -5],
};

export const EXAMPLE_4_VARIANT: WorkedExample = {
  name: 'Example 4 variant (seat 1 arranges)',
  players: 3,
  subs: [EXAMPLE_4.subs[0], { ...EXAMPLE_4.subs[1], type: 'arrange', hand: undefined }, EXAMPLE_4.subs[2]],
  points: [6, -11, 5],
};

export const WORKED_EXAMPLES = [EXAMPLE_1, EXAMPLE_2, EXAMPLE_3, EXAMPLE_4, EXAMPLE_4_VARIANT];

/** The move body of a submission. */
export function exampleMove(s: ExampleSubmission): Record<string, unknown> {
  const rows = { front: s.front.split(' '), middle: s.middle.split(' '), back: s.back.split(' ') };
  return s.type === 'declare' ? { type: 'declare', hand: s.hand, ...rows } : { type: 'arrange', ...rows };
}
