/** Lucide's data package types its index only; each icon's own module is one of its drawings. */
declare module 'lucide/dist/esm/icons/*.mjs' {
  import type { IconNode } from 'lucide';
  const node: IconNode;
  export default node;
}
