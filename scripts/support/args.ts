// The command line of the benchmark and profiling scripts: `--name value` options and bare
// `--switch` flags, read the same way by every script.

export interface ScriptArgs {
  /** The value after `--name`, or undefined when the option is absent. */
  value(name: string): string | undefined;
  /** The number after `--name`, or `fallback` when the option is absent; a value that is not a number stops the script. */
  number(name: string, fallback: number): number;
  /** Whether the bare switch `--name` is present. */
  has(name: string): boolean;
}

export function scriptArgs(argv: readonly string[] = process.argv.slice(2)): ScriptArgs {
  const value = (name: string): string | undefined => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  return {
    value,
    number: (name, fallback) => {
      const raw = value(name);
      if (raw === undefined) return fallback;
      const n = Number(raw);
      if (raw.trim() === '' || !Number.isFinite(n)) {
        process.stderr.write(`${name} needs a number, not "${raw}"\n`);
        process.exit(2);
      }
      return n;
    },
    has: (name) => argv.includes(name),
  };
}
