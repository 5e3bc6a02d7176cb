/**
 * Summarises a V8 heap snapshot (`node --heapsnapshot-signal=SIGUSR1 …`, or
 * `v8.writeHeapSnapshot()`): bytes and counts by constructor, largest first, and for
 * ArrayBuffer contents (Buffers: outside the heap, in `external`) who holds them: the first
 * object up the retainer chain that is not a view or a buffer, with the property it is held by.
 * Usage: node scripts/heap-summary.ts file.heapsnapshot [rows=25]
 */
import { readFileSync } from "node:fs";

type Snapshot = {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]]; edge_fields: string[]; edge_types: [string[]] } };
  nodes: number[];
  edges: number[];
  strings: string[];
};

const [file, rowsArg] = process.argv.slice(2);
if (!file) throw new Error("usage: node scripts/heap-summary.ts file.heapsnapshot [rows]");
const rows = Number(rowsArg ?? 25);
const data = JSON.parse(readFileSync(file, "utf8")) as Snapshot;
const {
  node_fields: nodeFields,
  node_types: [nodeTypes],
  edge_fields: edgeFields,
  edge_types: [edgeTypes],
} = data.snapshot.meta;
const N = nodeFields.length;
const E = edgeFields.length;
const [typeAt, nameAt, sizeAt, edgeCountAt] = ["type", "name", "self_size", "edge_count"].map((field) =>
  nodeFields.indexOf(field),
) as [number, number, number, number];
const [edgeTypeAt, edgeNameAt, edgeToAt] = ["type", "name_or_index", "to_node"].map((field) =>
  edgeFields.indexOf(field),
) as [number, number, number];
const { nodes, edges, strings } = data;
const count = nodes.length / N;

const typeOf = (node: number) => nodeTypes[nodes[node * N + typeAt]!]!;
const nameOf = (node: number) => strings[nodes[node * N + nameAt]!]!;
const sizeOf = (node: number) => nodes[node * N + sizeAt]!;

// Reverse edges: who holds each node, and by which property.
const firstEdge = new Uint32Array(count + 1);
for (let node = 0, edge = 0; node < count; node++) {
  firstEdge[node] = edge;
  edge += nodes[node * N + edgeCountAt]! * E;
}
firstEdge[count] = edges.length;
const holders: Array<Array<[number, string]>> = Array.from({ length: count }, () => []);
for (let node = 0; node < count; node++) {
  for (let edge = firstEdge[node]!; edge < firstEdge[node + 1]!; edge += E) {
    const kind = edgeTypes[edges[edge + edgeTypeAt]!];
    if (kind === "weak" || kind === "shortcut") continue;
    const name =
      kind === "element" || kind === "hidden" ? `[${edges[edge + edgeNameAt]}]` : strings[edges[edge + edgeNameAt]!]!;
    holders[edges[edge + edgeToAt]! / N]!.push([node, name]);
  }
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
function table(title: string, totals: Map<string, { bytes: number; count: number }>) {
  console.log(`\n${title}`);
  for (const [name, { bytes, count }] of [...totals].sort((a, b) => b[1].bytes - a[1].bytes).slice(0, rows)) {
    console.log(`${mib(bytes).padStart(11)} ${String(count).padStart(8)}  ${name.slice(0, 120)}`);
  }
}
function add(totals: Map<string, { bytes: number; count: number }>, name: string, bytes: number) {
  const total = totals.get(name) ?? { bytes: 0, count: 0 };
  total.bytes += bytes;
  total.count += 1;
  totals.set(name, total);
}

const byConstructor = new Map<string, { bytes: number; count: number }>();
const bufferHolders = new Map<string, { bytes: number; count: number }>();
let heapBytes = 0;
let bufferBytes = 0;
const VIEWS =
  /^(ArrayBuffer|Uint8Array|Buffer|FastBuffer|system \/ JSArrayBufferData|Array|\(internal array\)|system \/ .*)$/;
for (let node = 0; node < count; node++) {
  const type = typeOf(node);
  const name = nameOf(node);
  const size = sizeOf(node);
  if (name === "system / JSArrayBufferData") {
    bufferBytes += size;
    // Up the chain past views, buffers and arrays to the first real owner.
    let at = node;
    let via = "";
    for (let depth = 0; depth < 8; depth++) {
      const holder = holders[at]?.[0];
      if (!holder) break;
      [at, via] = holder;
      if (!VIEWS.test(nameOf(at))) break;
    }
    add(bufferHolders, `${nameOf(at)}.${via}`, size);
    continue;
  }
  heapBytes += size;
  add(
    byConstructor,
    type === "object" || type === "closure" || type === "native" ? `${type} ${name}` : `(${type})`,
    size,
  );
}
console.log(`${count} nodes; heap objects ${mib(heapBytes)}, ArrayBuffer contents ${mib(bufferBytes)}`);
table("self size by constructor", byConstructor);
table("ArrayBuffer contents by holder (first owner that is not a view, buffer or array . property)", bufferHolders);
