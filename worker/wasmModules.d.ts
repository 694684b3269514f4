/**
 * Wrangler's default module rules bundle a `.wasm` import as a compiled `WebAssembly.Module` (workerd
 * may not compile wasm from bytes at run time). Newer `wrangler types` emit this declaration; the
 * release pinned to the tests' workerd does not.
 */
declare module '*.wasm' {
  const compiled: WebAssembly.Module;
  export default compiled;
}
