/**
 * A maximum-cardinality matching of an undirected graph (pure), kept maximum while vertices are taken
 * out: Edmonds' blossom algorithm, searching from one root at a time.
 *
 * Swiss pairing (swiss-pairs.ts) asks it one question, "may `u` be paired with `v` without lowering the
 * most pairs the rest can make?", then fixes the answer and moves on. The start costs at most one
 * search per vertex, a question and its fixing at most four searches and two passes over the
 * candidates. A search costs at most 4n² + n steps (`steps` counts them: the rows of the adjacency
 * matrix it reads, the free vertices it checks each new even vertex against, the blossoms it
 * contracts), so a round of n players costs at most 5n searches and 20n³ + 8n² steps, whatever the
 * graph. In a Swiss most questions are answered in O(n), the greedy start being already the answer,
 * and most searches end within a few rows at a free vertex.
 */
export class Matching {
  /** Each vertex's partner, or −1. */
  readonly mate: Int32Array;
  /** Adjacency-matrix entries examined (the bound tests count them). */
  steps = 0;
  /** Searches for an augmenting path run. */
  searches = 0;
  private readonly alive: Uint8Array;
  private readonly even: Uint8Array;
  private readonly parent: Int32Array;
  private readonly base: Int32Array;
  /** Marks of the current blossom and of commonBase's walk, told apart by stamp (no clearing). */
  private readonly mark: Uint32Array;
  private readonly seen: Uint32Array;
  private stamp = 0;
  private readonly queue: Int32Array;

  /** `adj[u * n + v]` is 1 where u and v may be paired (symmetric, 0 on the diagonal). */
  constructor(
    readonly n: number,
    private readonly adj: Uint8Array,
  ) {
    this.mate = new Int32Array(n).fill(-1);
    this.alive = new Uint8Array(n).fill(1);
    this.even = new Uint8Array(n);
    this.parent = new Int32Array(n);
    this.base = new Int32Array(n);
    this.mark = new Uint32Array(n);
    this.seen = new Uint32Array(n);
    this.queue = new Int32Array(n);
  }

  edge(u: number, v: number): boolean {
    return this.alive[u] === 1 && this.alive[v] === 1 && this.adj[u * this.n + v] === 1;
  }

  isAlive(v: number): boolean {
    return this.alive[v] === 1;
  }

  /** A greedy start in `order` (each free vertex takes the first free neighbour after it), then maximum. */
  start(order: readonly number[]): void {
    for (const [k, u] of order.entries()) {
      if (this.mate[u] !== -1) continue;
      for (let l = k + 1; l < order.length; l++) {
        const v = order[l];
        this.steps++;
        if (this.mate[v] === -1 && this.edge(u, v)) {
          this.mate[u] = v;
          this.mate[v] = u;
          break;
        }
      }
    }
    // a root whose search fails can never be augmented later in the same graph: one pass suffices
    for (const u of order) if (this.mate[u] === -1 && this.alive[u]) this.augmentFrom(u);
  }

  /**
   * The first of `candidates` (vertices in u's order of preference; those out or not adjacent to u are
   * passed over) such that some maximum matching pairs u with it; −1 when none does (then u is left
   * unmatched by some maximum matching).
   */
  firstAllowed(u: number, candidates: readonly number[]): number {
    const first = this.firstOf(u, candidates, false);
    if (first === -1) return -1;
    const a = this.mate[u];
    if (a === -1 || a === first) return first; // u free: any neighbour keeps the size
    const b = this.mate[first];
    if (b === -1 || this.edge(a, b)) return first;
    // the first candidate: is there a path from a (or b) once u and it are out? Usually a short one
    this.alive[u] = 0;
    this.alive[first] = 0;
    this.mate[a] = this.mate[b] = -1;
    const direct = this.search(a) !== -1;
    this.alive[first] = 1;
    this.mate[b] = first;
    if (direct) {
      this.alive[u] = 1;
      this.mate[a] = u;
      return first;
    }
    // else search from a with only u out: an augmenting path means any neighbour will do; else exactly
    // the vertices an even alternating path reaches from a (the search's even set) will
    const end = this.search(a);
    this.alive[u] = 1;
    this.mate[a] = u;
    if (end !== -1) return first;
    return this.firstOf(u, candidates, true);
  }

  /** The first candidate adjacent to u (and even, if asked), or −1. */
  private firstOf(u: number, candidates: readonly number[], even: boolean): number {
    for (const v of candidates) {
      this.steps++;
      if (this.edge(u, v) && (!even || this.even[v] === 1)) return v;
    }
    return -1;
  }

  /** Takes u and v (an allowed pair: firstAllowed's answer) out, keeping the matching maximum. */
  fix(u: number, v: number): void {
    const a = this.mate[u] === v ? -1 : this.mate[u];
    const b = this.mate[v] === u ? -1 : this.mate[v];
    for (const x of [u, v, a, b]) if (x !== -1) this.mate[x] = -1;
    this.alive[u] = 0;
    this.alive[v] = 0;
    if (a === -1 || b === -1) return; // one pair lost at most: still maximum
    if (this.edge(a, b)) {
      this.mate[a] = b;
      this.mate[b] = a;
      return;
    }
    // two pairs lost, one may come back: a path from a or from b (any augmenting path ends at one)
    if (!this.augmentFrom(a)) this.augmentFrom(b);
  }

  /** Takes an unmatched vertex out (a maximum matching stays maximum). */
  remove(u: number): void {
    if (this.mate[u] !== -1) throw new Error('remove a matched vertex');
    this.alive[u] = 0;
  }

  private augmentFrom(root: number): boolean {
    let v = this.search(root);
    if (v === -1) return false;
    while (v !== -1) {
      const pv = this.parent[v];
      const next = this.mate[pv];
      this.mate[v] = pv;
      this.mate[pv] = v;
      v = next;
    }
    return true;
  }

  /** Edmonds' search from a free root: the free vertex an augmenting path reaches, or −1. */
  private search(root: number): number {
    const { n, mate, parent, base, even, queue } = this;
    this.searches++;
    parent.fill(-1);
    even.fill(0);
    const free: number[] = [];
    for (let i = 0; i < n; i++) {
      base[i] = i;
      if (mate[i] === -1 && this.alive[i] === 1 && i !== root) free.push(i);
    }
    this.steps += n;
    // a vertex that turns even is checked against the free vertices at once: a path of a few edges is
    // found before rows of the matrix are read for longer ones
    const reachesFree = (v: number): number => {
      for (const f of free) {
        this.steps++;
        if (this.adj[v * n + f] === 1) {
          parent[f] = v;
          return f;
        }
      }
      return -1;
    };
    even[root] = 1;
    let head = 0;
    let tail = 0;
    queue[tail++] = root;
    let end = reachesFree(root);
    while (end === -1 && head < tail) {
      const v = queue[head++];
      const row = v * n;
      for (let to = 0; to < n && end === -1; to++) {
        this.steps++;
        if (this.adj[row + to] !== 1 || this.alive[to] !== 1) continue;
        if (base[v] === base[to] || mate[v] === to) continue;
        if (to === root || (mate[to] !== -1 && parent[mate[to]] !== -1)) {
          // an odd cycle: contract it into a blossom whose vertices are all even
          const b = this.commonBase(v, to, root);
          this.stamp++;
          this.markPath(v, b, to);
          this.markPath(to, b, v);
          this.steps += n;
          for (let i = 0; i < n && end === -1; i++) {
            if (this.mark[base[i]] !== this.stamp) continue;
            base[i] = b;
            if (!even[i]) {
              even[i] = 1;
              queue[tail++] = i;
              end = reachesFree(i);
            }
          }
        } else if (parent[to] === -1) {
          parent[to] = v;
          even[mate[to]] = 1;
          queue[tail++] = mate[to];
          end = reachesFree(mate[to]);
        }
      }
    }
    return end;
  }

  private commonBase(a: number, b: number, root: number): number {
    const { mate, parent, base, seen } = this;
    const stamp = ++this.stamp;
    for (;;) {
      this.steps++;
      a = base[a];
      seen[a] = stamp;
      if (a === root) break;
      a = parent[mate[a]];
    }
    for (;;) {
      this.steps++;
      b = base[b];
      if (seen[b] === stamp) return b;
      b = parent[mate[b]];
    }
  }

  private markPath(v: number, b: number, child: number): void {
    const { mate, parent, base, mark } = this;
    while (base[v] !== b) {
      this.steps++;
      mark[base[v]] = this.stamp;
      mark[base[mate[v]]] = this.stamp;
      parent[v] = child;
      child = mate[v];
      v = parent[mate[v]];
    }
  }
}
