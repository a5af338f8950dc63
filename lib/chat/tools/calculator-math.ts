// The calculator's own mathjs instance, restricted as mathjs's security notes advise (functions are
// overridden with throwing versions through `import`): what changes the shared instance or parses text
// anew is off (`config` too, since a change would carry over to the next call), so are the functions
// whose result can grow far past the expression that asked for it (arrays of a requested size, power
// sets, products), and the counts that combinatorics and root-finding loop over are bounded. The
// expression runs in a worker with a time limit besides (calculator-client.ts): these keep a call from
// filling the memory, or from spending that time on something no calculator needs.

import { all, create } from "mathjs";

export const math = create(all);
// Taken before `parse` is disabled inside expressions; the calculator itself parses with it.
export const parse = math.parse;
export const format = math.format;

/** Largest count (n in n!, C(n, k), the n of nth roots…) the calculator takes. */
export const COUNT_LIMIT = 10_000;

const DISABLED = [
  // Change the instance, or reach the parser from inside an expression (mathjs's security notes).
  "import",
  "createUnit",
  "config",
  "reviver",
  "evaluate",
  "parse",
  "compile",
  "simplify",
  "simplifyConstant",
  "simplifyCore",
  "rationalize",
  "derivative",
  "resolve",
  "symbolicEqual",
  "leafCount",
  // Build arrays of any requested size, or one that grows as a product or a power of the input's.
  "zeros",
  "ones",
  "identity",
  "range",
  "resize",
  "matrixFromFunction",
  "random",
  "randomInt",
  "pickRandom",
  "setPowerset",
  "setCartesian",
  "kron",
  "freqz",
  "solveODE",
] as const;

/** The argument positions that are counts, for each function whose work grows with one. */
const COUNTS: Record<string, readonly number[]> = {
  factorial: [0],
  gamma: [0],
  combinations: [0, 1],
  combinationsWithRep: [0, 1],
  permutations: [0, 1],
  multinomial: [0],
  stirlingS2: [0, 1],
  bellNumbers: [0],
  catalan: [0],
  composition: [0, 1],
  bernoulli: [0],
  nthRoots: [1],
  diag: [1],
};

/** The largest absolute value in a number, BigNumber, bigint, Fraction, Complex, or array of them. */
function magnitude(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((largest: number, item) => Math.max(largest, magnitude(item)), 0);
  if (math.isMatrix(value)) return magnitude(value.toArray());
  if (math.isComplex(value)) return Math.hypot(value.re, value.im);
  if (typeof value === "number" || typeof value === "bigint" || math.isBigNumber(value) || math.isFraction(value)) return Math.abs(Number(value));
  return 0;
}

type Implementation = (...args: unknown[]) => unknown;

const signaturesOf = (name: string) => (math as unknown as Record<string, { signatures: Record<string, Implementation> }>)[name].signatures;

/** The function with each of its signatures refusing a count past COUNT_LIMIT. */
function counted(name: string, positions: readonly number[]): unknown {
  const signatures = Object.fromEntries(
    Object.entries(signaturesOf(name)).map(([signature, implementation]) => [
      signature,
      (...args: unknown[]) => {
        if (positions.some((position) => magnitude(args[position]) > COUNT_LIMIT)) {
          throw new Error(`${name} takes numbers up to ${COUNT_LIMIT} in the calculator`);
        }
        return implementation(...args);
      },
    ]),
  );
  return math.typed(name, signatures);
}

/**
 * `subset` that reads (indexing and the set functions use it) but does not write: a write past the end
 * grows the matrix to reach it.
 */
function readOnlySubset(): unknown {
  const signatures = Object.fromEntries(
    Object.entries(signaturesOf("subset")).map(([signature, implementation]) => [
      signature,
      signature.split(",").length > 2
        ? () => {
            throw new Error("subset with a replacement is not available in the calculator");
          }
        : implementation,
    ]),
  );
  return math.typed("subset", signatures);
}

math.import(
  {
    subset: readOnlySubset(),
    ...Object.fromEntries(Object.entries(COUNTS).map(([name, positions]) => [name, counted(name, positions)])),
    ...Object.fromEntries(
      DISABLED.map((name) => [
        name,
        () => {
          throw new Error(`${name} is not available in the calculator`);
        },
      ]),
    ),
  },
  { override: true },
);
