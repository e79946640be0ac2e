/**
 * A static prefix trie over folded keys, flattened into typed arrays. Every node carries the best
 * entries of its subtree (entry ids are ranks: smaller = more important), at most `perKind` of
 * each kind, so a prefix query reads one precomputed list instead of walking the subtree.
 *
 * Built from sorted keys: nodes are numbered in depth-first order, children are linked in
 * ascending character order, and a node with one child and no entries of its own shares the
 * child's list.
 */

export type TrieKey = { key: string; entry: number };

export class PrefixTrie {
  /** Folded character of the edge into each node (root: 0). */
  readonly char: Uint16Array;
  readonly firstChild: Int32Array;
  readonly nextSibling: Int32Array;
  readonly listStart: Int32Array;
  readonly listLength: Uint8Array;
  /** Entry ids, each node's slice ascending. */
  readonly pool: Int32Array;
  /** Root's children by character (the root has the widest fan-out). */
  private readonly rootTable: Int32Array;

  constructor(keys: readonly TrieKey[], kindOf: ArrayLike<number>, perKind: number) {
    const sorted = [...keys]
      .filter((k) => k.key.length > 0)
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.entry - b.entry));

    const chars: number[] = [0];
    const firstChild: number[] = [-1];
    const lastChild: number[] = [-1];
    const nextSibling: number[] = [-1];
    const own: (number[] | undefined)[] = [undefined];

    // Path of node ids for the previous key: path[d] = node at depth d.
    const path: number[] = [0];
    let prev = '';
    for (const { key, entry } of sorted) {
      let lcp = 0;
      const max = Math.min(prev.length, key.length);
      while (lcp < max && prev.charCodeAt(lcp) === key.charCodeAt(lcp)) lcp++;
      path.length = lcp + 1;
      for (let d = lcp; d < key.length; d++) {
        const p = path[d]!;
        const id = chars.length;
        chars.push(key.charCodeAt(d));
        firstChild.push(-1);
        lastChild.push(-1);
        nextSibling.push(-1);
        own.push(undefined);
        if (firstChild[p] === -1) firstChild[p] = id;
        else nextSibling[lastChild[p]!] = id;
        lastChild[p] = id;
        path.push(id);
      }
      const end = path[key.length]!;
      (own[end] ??= []).push(entry);
      prev = key;
    }

    const n = chars.length;
    this.char = Uint16Array.from(chars);
    this.firstChild = Int32Array.from(firstChild);
    this.nextSibling = Int32Array.from(nextSibling);
    this.listStart = new Int32Array(n);
    this.listLength = new Uint8Array(n);

    // Children have larger ids than their parent: fill lists from the last node back. A node with
    // one child and no entries of its own has the same list: it points at the child's owner.
    const lists: number[][] = new Array(n);
    const owner = new Int32Array(n);
    for (let v = n - 1; v >= 0; v--) {
      const c = firstChild[v]!;
      if (own[v] === undefined && c !== -1 && nextSibling[c] === -1) {
        owner[v] = owner[c]!;
        continue;
      }
      owner[v] = v;
      const merged: number[] = own[v] ? [...own[v]!] : [];
      for (let k = c; k !== -1; k = nextSibling[k]!) for (const e of lists[owner[k]!]!) merged.push(e);
      merged.sort((x, y) => x - y);
      const top: number[] = [];
      const counts = [0, 0, 0, 0];
      let last = -1;
      for (const e of merged) {
        if (e === last) continue;
        last = e;
        const kind = kindOf[e]!;
        if (counts[kind]! >= perKind) continue;
        counts[kind]!++;
        top.push(e);
      }
      lists[v] = top;
    }
    // Lay the lists out in the pool; sharing nodes point at their owner's slice.
    const pool: number[] = [];
    const start = new Int32Array(n).fill(-1);
    for (let v = 0; v < n; v++) {
      const o = owner[v]!;
      const list = lists[o]!;
      if (start[o] === -1) {
        start[o] = pool.length;
        for (const e of list) pool.push(e);
      }
      this.listStart[v] = start[o]!;
      this.listLength[v] = list.length;
    }
    this.pool = Int32Array.from(pool);

    this.rootTable = new Int32Array(128).fill(-1);
    for (let k = this.firstChild[0]!; k !== -1; k = this.nextSibling[k]!)
      if (this.char[k]! < 128) this.rootTable[this.char[k]!] = k;
  }

  get nodeCount(): number {
    return this.char.length;
  }

  /** The child of `node` along `ch`, or -1. */
  child(node: number, ch: number): number {
    if (node === 0) return ch < 128 ? this.rootTable[ch]! : -1;
    for (let k = this.firstChild[node]!; k !== -1; k = this.nextSibling[k]!) {
      const c = this.char[k]!;
      if (c === ch) return k;
      if (c > ch) return -1;
    }
    return -1;
  }

  /** The node reached by `q[0..n)`, or -1. */
  walk(q: Uint16Array, n: number): number {
    let node = 0;
    for (let i = 0; i < n && node !== -1; i++) node = this.child(node, q[i]!);
    return node;
  }
}
