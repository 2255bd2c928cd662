// Types for uvu's programmatic runner, which the package does not declare.
declare module 'uvu/run' {
  export function run(suites: Array<{ name: string; file: string }>, opts?: { bail?: boolean }): Promise<void>;
}
