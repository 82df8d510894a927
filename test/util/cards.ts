/** The 52 card names of the rules files ("2c" … "As"), for tests that draw or scan cards. */
export const ALL_CARDS: readonly string[] = Array.from(
  { length: 52 },
  (_, i) => '23456789TJQKA'[i >> 2] + 'cdhs'[i & 3],
);
