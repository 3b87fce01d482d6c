// gray-matter keeps `file.orig = Buffer.from(content)` on every parse. Mobile
// Obsidian has no global Buffer, so the plugin bundle injects this stand-in in
// place of the identifier `Buffer` (esbuild `inject`); it is never global.
export const Buffer = {
  from(input: string | Uint8Array): Uint8Array {
    return typeof input === 'string' ? new TextEncoder().encode(input) : input;
  },
  isBuffer(_value: unknown): boolean {
    return false;
  },
};
