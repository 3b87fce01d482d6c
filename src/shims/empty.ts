// Stands in for Node built-ins that bundled libraries require but never call on
// our code paths (gray-matter requires 'fs' at load for matter.read, which we do
// not use). Any access fails loudly instead of silently doing I/O.
const unavailable = new Proxy(
  {},
  {
    get(_t, key) {
      if (key === '__esModule' || key === 'default') return undefined;
      throw new Error(`Node module member "${String(key)}" is not available in the plugin`);
    },
  },
);
export default unavailable;
