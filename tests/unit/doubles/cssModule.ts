/** CSS modules in unit tests: every class name is its own key. */
export default new Proxy({}, { get: (_target, key) => String(key) });
