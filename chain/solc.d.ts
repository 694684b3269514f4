/** The `solc` npm package (soljson as wasm) ships no types: the two calls we make. */
declare module 'solc' {
  const solc: {
    /** Standard JSON input in, standard JSON output out. */
    compile(input: string): string;
    version(): string;
  };
  export default solc;
}
