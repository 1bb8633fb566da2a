import { check, type Diagnostics, type Parameters } from 'recheck';

export type Verdict =
  { status: 'safe' } | { status: 'vulnerable'; complexity: string; attack: string } | { status: 'unknown'; reason: string };

/** Exact, but slow or unsupported (look-arounds, back-references) for some patterns. */
const AUTOMATON: Parameters = { checker: 'automaton', timeout: 1_000 };
/**
 * Searches for an attack string; smaller than recheck's defaults (300 000 characters, 10 rounds), which
 * still shows quadratic growth clearly and keeps one pattern to a few seconds on the pure backend.
 */
const FUZZ: Parameters = {
  checker: 'fuzz',
  timeout: 4_000,
  maxAttackStringSize: 10_000,
  maxRecallStringSize: 10_000,
  attackLimit: 10_000_000,
  recallLimit: 10_000_000,
  maxIteration: 5,
};

const verdictOf = (diagnostics: Diagnostics): Verdict => {
  switch (diagnostics.status) {
    case 'safe':
      return { status: 'safe' };
    case 'vulnerable':
      return { status: 'vulnerable', complexity: diagnostics.complexity.summary, attack: diagnostics.attack.pattern };
    case 'unknown':
      return { status: 'unknown', reason: 'message' in diagnostics.error ? diagnostics.error.message : diagnostics.error.kind };
  }
};

/**
 * Whether a pattern can backtrack super-linearly, judged by recheck: its automaton analysis first, and
 * where that times out or does not apply, its fuzzer. Runs recheck's pure JavaScript backend unless
 * RECHECK_BACKEND says otherwise (`native`, `java`, `worker`): the same everywhere, no binary needed.
 */
export async function judgeRegex(source: string, flags: string): Promise<Verdict> {
  process.env.RECHECK_BACKEND ??= 'pure';
  const exact = await check(source, flags, AUTOMATON);
  if (exact.status !== 'unknown') return verdictOf(exact);
  return verdictOf(await check(source, flags, FUZZ));
}
